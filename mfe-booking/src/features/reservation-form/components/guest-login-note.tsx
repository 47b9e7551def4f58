import { Link } from 'react-router-dom';
import { withReturnTo } from '@tire/platform';
import { buttonClassName, Card } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';

/** For guests: signing in lets them follow their reservations and fills the form. */
export function GuestLoginNote() {
  const t = useTranslate();
  return (
    <Card title={t('guestNote.title')} headingLevel={2} className="guest-note">
      <p>{t('guestNote.text')}</p>
      <Link to={withReturnTo('/login', '/tire-change')} className={buttonClassName('outline', 'sm')}>
        {t('guestNote.login')}
      </Link>
    </Card>
  );
}
