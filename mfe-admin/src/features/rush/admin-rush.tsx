import { useTranslate } from '@tire/platform';
import { RushDays } from './rush-days.js';
import { SeasonWindows } from './season-windows.js';

/** The admin page's autumn-rush section (issue 27, part 5): rush days, season windows, invitations and the forecast. */
export function AdminRush() {
  const t = useTranslate();
  return (
    <section className="admin-rush" aria-labelledby="admin-rush-heading">
      <h2 id="admin-rush-heading">{t('rush.heading')}</h2>
      <p className="muted">{t('rush.lead')}</p>
      <RushDays />
      <SeasonWindows />
    </section>
  );
}
