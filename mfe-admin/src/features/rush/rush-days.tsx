import { formatLongDate, useGetServiceLocationsQuery, useTranslate } from '@tire/platform';
import { Button, EmptyState, Field, Input, Select } from '@tire/ui';
import { useAdminRushDaysQuery } from '../../shared/rush-days-api.js';
import { useAdminRemoveRushDayMutation, useAdminSaveRushDayMutation } from './rush-api.js';
import { RushForm, useRushForm } from './rush-form.js';

/**
 * A location's extra capacity on chosen days: extra bays and/or an earlier opening and a later
 * closing. Saved, its extra slots are offered to customers at once; removed, they are refused again
 * (bookings already made in them stay).
 */
export function RushDays() {
  const t = useTranslate();
  const locations = useGetServiceLocationsQuery();
  const days = useAdminRushDaysQuery();
  const [save, saving] = useAdminSaveRushDayMutation();
  const [remove] = useAdminRemoveRushDayMutation();
  const { form, set, error, submit } = useRushForm(
    { locationId: '', date: '', extraBays: '2', opensEarly: '', closesLate: '' },
    (typed) =>
      save({
        locationId: Number(typed.locationId),
        date: typed.date,
        extraBays: Number(typed.extraBays || 0),
        opensEarly: typed.opensEarly || null,
        closesLate: typed.closesLate || null,
      }),
    'rush.days.failed',
    () => t('rush.days.saved'),
  );
  const nameOf = (id: number) => locations.data?.find((location) => location.id === id)?.name ?? `#${id}`;

  return (
    <section className="admin-rush__block" aria-labelledby="rush-days-heading">
      <h3 id="rush-days-heading">{t('rush.days.heading')}</h3>
      <p className="muted">{t('rush.days.lead')}</p>
      <RushForm onSubmit={(event) => void submit(event)} error={error} saving={saving.isLoading} saveLabel={t('rush.days.save')}>
        <Field label={t('rush.days.location')} required>
          <Select
            value={form.locationId}
            onChange={set('locationId')}
            placeholder={t('rush.chooseLocation')}
            options={(locations.data ?? []).map((location) => ({ value: String(location.id), label: location.name }))}
          />
        </Field>
        <Field label={t('rush.days.date')} required>
          <Input type="date" value={form.date} onChange={set('date')} />
        </Field>
        <Field label={t('rush.days.extraBays')} hint={t('rush.days.extraBays.hint')}>
          <Input type="number" min={0} max={20} inputMode="numeric" value={form.extraBays} onChange={set('extraBays')} />
        </Field>
        <Field label={t('rush.days.opensEarly')} hint={t('rush.days.hours.hint')}>
          <Input type="time" step={1800} value={form.opensEarly} onChange={set('opensEarly')} />
        </Field>
        <Field label={t('rush.days.closesLate')}>
          <Input type="time" step={1800} value={form.closesLate} onChange={set('closesLate')} />
        </Field>
      </RushForm>
      {!days.data?.length ? (
        <EmptyState headingLevel={3} title={t('rush.days.empty')} />
      ) : (
        <ul className="admin-rush__list" aria-label={t('rush.days.listLabel')}>
          {days.data.map((day) => (
            <li key={`${day.locationId}/${day.date}`} className="admin-rush__item">
              <span>
                <strong>{formatLongDate(day.date)}</strong> · {nameOf(day.locationId)}
                <br />
                {[
                  day.extraBays > 0 ? t('rush.days.bays', { count: day.extraBays }) : null,
                  day.opensEarly ? t('rush.days.opensAt', { time: day.opensEarly }) : null,
                  day.closesLate ? t('rush.days.closesAt', { time: day.closesLate }) : null,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </span>
              <Button
                variant="outline"
                size="sm"
                onClick={() => void remove({ locationId: day.locationId, date: day.date })}
                aria-label={t('rush.days.removeLabel', { date: formatLongDate(day.date), location: nameOf(day.locationId) })}
              >
                {t('rush.days.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
