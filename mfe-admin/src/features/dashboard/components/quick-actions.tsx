import { Link } from 'react-router';
import { Card, buttonClassName } from '@tire/ui';
import { useTranslate } from '@tire/platform';
import { PAGE_PATHS } from '@tire/contracts';

const NOT_WIRED = ['inventory', 'invoice', 'reports'] as const;

/** Shortcuts: a new reservation works; inventory, invoices and reports are not built yet and say so. */
export function QuickActions() {
  const t = useTranslate();
  return (
    <Card title={t('quick.heading')} className="admin-quick">
      <ul className="admin-quick__list">
        <li>
          <Link to={PAGE_PATHS.tireChange} className={buttonClassName('primary', 'sm')}>
            {t('quick.newReservation')}
          </Link>
        </li>
        {NOT_WIRED.map((action) => (
          <li key={action}>
            <button type="button" className={buttonClassName('outline', 'sm')} disabled aria-describedby="admin-quick-note">
              {t(`quick.${action}`)}
            </button>
          </li>
        ))}
      </ul>
      <p id="admin-quick-note" className="muted admin-quick__note">
        {t('quick.notWired')}
      </p>
    </Card>
  );
}
