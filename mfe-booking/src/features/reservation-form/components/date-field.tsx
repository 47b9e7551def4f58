import { AvailabilityCalendar } from '../../../shared/slot-choice/availability-calendar.js';
import { useContractMessage, useTranslate } from '../../../shared/use-translate.js';
import { DATE_ID } from '../field-focus.js';
import type { BookingCalendar } from '../hooks/use-booking-calendar.js';
import { useCalendarField } from '../hooks/use-calendar-field.js';
import type { ReservationFormState } from '../hooks/use-reservation-form-state.js';

/** The day, chosen on the availability calendar of the chosen location (until then it says to choose one). */
export function DateField({
  form,
  calendar,
  date,
  locationChosen,
  fetchFrom,
}: {
  form: ReservationFormState;
  calendar: BookingCalendar;
  date: string;
  locationChosen: boolean;
  /** A season change of a stored set: the first day the set can be ready. */
  fetchFrom?: string;
}) {
  const t = useTranslate();
  const contractMessage = useContractMessage();
  const chooseDate = useCalendarField(form);
  const error = contractMessage(form.formState.errors.scheduledDate?.message);
  const hint = !locationChosen ? t('calendar.chooseLocation') : undefined;
  return (
    <div id={DATE_ID} className={`field calendar-field${error ? ' field--invalid' : ''}`}>
      <RequiredLabel id={`${DATE_ID}-label`}>{t('form.date')}</RequiredLabel>
      <AvailabilityCalendar
        labelId={`${DATE_ID}-label`}
        describedBy={[hint ? `${DATE_ID}-hint` : undefined, error ? `${DATE_ID}-error` : undefined].filter(Boolean).join(' ') || undefined}
        invalid={Boolean(error)}
        month={calendar.month}
        onMonthChange={calendar.browseMonth}
        selected={date}
        onSelect={chooseDate}
        today={calendar.today}
        lastBookableDate={calendar.lastBookableDate}
        days={calendar.days}
        loading={calendar.loading}
        fetchFrom={fetchFrom}
      />
      <CalendarLegend />
      {hint && (
        <p id={`${DATE_ID}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${DATE_ID}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The calendar's label, marked required as a Field's is (a grid has no <label>). */
function RequiredLabel({ id, children }: { id: string; children: string }) {
  return (
    <span id={id} className="label">
      {children}
      <span className="label__required" aria-hidden="true">
        {' '}
        *
      </span>
    </span>
  );
}

/** What the days' colours mean (for the eye; each day says it to a screen reader). */
function CalendarLegend() {
  const t = useTranslate();
  return (
    <ul className="calendar__legend" aria-hidden="true">
      <li className="calendar__legend-item calendar__legend-item--free">{t('calendar.legend.free')}</li>
      <li className="calendar__legend-item calendar__legend-item--full">{t('calendar.legend.full')}</li>
      <li className="calendar__legend-item calendar__legend-item--closed">{t('calendar.legend.closed')}</li>
    </ul>
  );
}
