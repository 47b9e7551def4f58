import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { missingGuestContact, slotTimesOfDay, WAITLIST_OFFER_MINUTES, type JoinWaitlistBody, type ServiceLocation } from '@tire/contracts';
import { formatLongDate, useErrorMessage } from '@tire/platform';
import { Alert, Button, Field, Select } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import { useJoinWaitlistMutation } from '../api/waitlist-api.js';
import type { ReservationFormState } from '../hooks/use-reservation-form-state.js';

/** The form's fields the one-step booking of an offer is made from (all but the time). */
const DETAILS = [
  'serviceType',
  'locationId',
  'scheduledDate',
  'registrationNumber',
  'vehicleModel',
  'tireSize',
  'guestEmail',
  'guestAddress',
  'guestPostalCode',
] as const;

type Outcome = { kind: 'joined'; email: string; from: string; to: string } | { kind: 'refused'; message: string } | { kind: 'fillFirst' };

/**
 * "Tell me if a time frees up": on a full day or time, the customer picks the earliest and the
 * latest start they could take and joins the day's waitlist with the form's details. The server
 * refuses a window with free times (book one), a duplicate, or more entries than allowed, in the
 * contract's words. A disclosure under the times, so the form stays short for everyone else.
 */
export function WaitlistJoin({ form, location, date, guest }: { form: ReservationFormState; location?: ServiceLocation; date: string; guest: boolean }) {
  const t = useTranslate();
  const errorMessage = useErrorMessage();
  const id = useId();
  const [join, { isLoading }] = useJoinWaitlistMutation();
  const chosenTime = useWatch({ control: form.control, name: 'scheduledTime' });
  const [chosenWindow, setWindow] = useState<{ from?: string; to?: string }>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (!location || !date) return null;
  const times = slotTimesOfDay(date, location.openingHours);
  if (times.length === 0) return null;
  const from = chosenWindow.from && times.includes(chosenWindow.from) ? chosenWindow.from : times.includes(chosenTime) ? chosenTime : times[0]!;
  const to = chosenWindow.to && times.includes(chosenWindow.to) && chosenWindow.to >= from ? chosenWindow.to : from;
  const options = (list: readonly string[]) => list.map((time) => ({ value: time, label: time }));

  async function onJoin() {
    setOutcome(null);
    const values = form.getValues();
    const valid = await form.trigger([...DETAILS]);
    if (!valid || (guest && missingGuestContact({ guestName: values.guestName, guestEmail: values.guestEmail, guestPhone: values.guestPhone }))) {
      setOutcome({ kind: 'fillFirst' });
      return;
    }
    const body = {
      serviceType: values.serviceType,
      locationId: values.locationId,
      scheduledDate: date,
      registrationNumber: values.registrationNumber,
      vehicleModel: values.vehicleModel,
      tireSize: values.tireSize,
      guestName: values.guestName,
      guestEmail: values.guestEmail,
      guestPhone: values.guestPhone,
      guestAddress: values.guestAddress,
      guestApartment: values.guestApartment,
      guestPostalCode: values.guestPostalCode,
      additionalServices: values.additionalServices,
      windowStart: from,
      windowEnd: to,
    } as JoinWaitlistBody;
    const result = await join(body);
    if ('data' in result && result.data) {
      setOutcome({ kind: 'joined', email: values.guestEmail, from, to });
      return;
    }
    setOutcome({ kind: 'refused', message: errorMessage(result.error) ?? t('waitlist.failed') });
  }

  return (
    <details className="waitlist-join">
      <summary className="waitlist-join__summary">{t('waitlist.open')}</summary>
      <p className="form-section__note">{t('waitlist.intro', { minutes: WAITLIST_OFFER_MINUTES })}</p>
      <div className="waitlist-join__window">
        <Field label={t('waitlist.from')} id={`${id}-from`}>
          <Select value={from} options={options(times)} onChange={(event) => setWindow({ from: event.target.value, to: chosenWindow.to })} />
        </Field>
        <Field label={t('waitlist.to')} id={`${id}-to`}>
          <Select value={to} options={options(times.filter((time) => time >= from))} onChange={(event) => setWindow({ from, to: event.target.value })} />
        </Field>
      </div>
      <Button variant="outline" loading={isLoading} disabled={isLoading} onClick={() => void onJoin()}>
        {isLoading ? t('waitlist.submitting') : t('waitlist.submit')}
      </Button>
      <div className="waitlist-join__outcome" aria-live="polite">
        {outcome?.kind === 'joined' && (
          <Alert tone="success" title={t('waitlist.joined.title')}>
            {t('waitlist.joined', { date: formatLongDate(date), from: outcome.from, to: outcome.to, email: outcome.email })}
          </Alert>
        )}
        {outcome?.kind === 'fillFirst' && <Alert tone="warning" title={t('waitlist.fillFirst')} />}
        {outcome?.kind === 'refused' && <Alert tone="danger" title={outcome.message} />}
      </div>
    </details>
  );
}
