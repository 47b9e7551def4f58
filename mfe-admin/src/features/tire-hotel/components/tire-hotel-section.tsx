import { useTranslate } from '@tire/platform';
import { IntakeForm } from './intake-form.js';
import { PickList } from './pick-list.js';
import { SetSearch } from './set-search.js';

/** The tire hotel on the admin dashboard: the chosen day's pick list, the intake, and a set's out-take and return. */
export function TireHotelSection({ date }: { date: string }) {
  const t = useTranslate();
  return (
    <section className="tire-hotel" aria-labelledby="tire-hotel-heading">
      <h2 id="tire-hotel-heading">{t('tireHotel.heading')}</h2>
      <PickList date={date} />
      <IntakeForm />
      <SetSearch />
    </section>
  );
}
