import { Link } from 'react-router-dom';
import { href, PAGE_PATHS } from '@tire/contracts';
import { buttonClassName, Card } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';

/** For guests: signing in lets them follow their reservations and fills the form. */
export function GuestLoginNote() {
  const t = useTranslate();
  return (
    <Card title={t('guestNote.title')} headingLevel={2} className="guest-note">
      <p>{t('guestNote.text')}</p>
      <Link to={href('login', { returnTo: PAGE_PATHS.tireChange })} className={buttonClassName('outline', 'sm')}>
        {t('guestNote.login')}
      </Link>
    </Card>
  );
}
