import { Link } from 'react-router-dom';
import { href, PAGE_PATHS } from '@tire/contracts';
import { buttonClassName, Card } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';

/**
 * A signed-in customer without a profile (an account made by e-mail sign-in or Google) completes
 * it before booking: the booking is made with those details, and saving the profile brings the
 * customer back to this form, filled in.
 */
export function CompleteProfileFirst() {
  const t = useTranslate();
  return (
    <Card title={t('profileFirst.title')} headingLevel={2} className="profile-first">
      <p>{t('profileFirst.text')}</p>
      <Link to={href('profileSetup', { returnTo: PAGE_PATHS.tireChange })} className={buttonClassName('primary')}>
        {t('profileFirst.action')}
      </Link>
    </Card>
  );
}
