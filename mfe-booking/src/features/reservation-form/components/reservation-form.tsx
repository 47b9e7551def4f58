import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useController, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigationType } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { contractResolver, useProfilePrefill } from '@tire/platform/forms';
import {
  addDays,
  createReservationBodySchema,
  DEFAULT_BOOKING_HORIZON_DAYS,
  helsinkiDateOf,
  type CreateReservationInput,
  type DayAvailability,
} from '@tire/contracts';
import { formatEuro, NetworkFailureAlert, toast, useClock, useCurrentUser, useGetServiceLocationsQuery } from '@tire/platform';
import { Alert, Button, Field, Input, Select } from '@tire/ui';
import { useContractMessage, useTranslate } from '../../../shared/use-translate.js';
import { useGetAvailabilityQuery } from '../../../shared/slot-choice/availability-api.js';
import { readDraft, readHeldBooking, saveDraft, stillHeld } from '../booking-memory.js';
import { AvailabilityCalendar } from '../../../shared/slot-choice/availability-calendar.js';
import { firstOfMonth, lastOfMonth, monthOf } from '../../../shared/slot-choice/calendar-dates.js';
import { emptyReservationForm, profileValues, type ReservationFormValues } from '../form-values.js';
import { GUEST_CONTACT_FIELDS } from '../guest-contact-messages.js';
import { useSubmitReservation } from '../hooks/use-submit-reservation.js';
import { BookingSummary } from './booking-summary.js';
import { ContactFieldset } from './contact-fieldset.js';
import { ExtrasFieldset } from './extras-fieldset.js';
import { NextFreeTimes } from './next-free-times.js';
import { ServiceSelect } from './service-select.js';
import { TimeSlotPicker, type SlotsState } from '../../../shared/slot-choice/time-slot-picker.js';

// The contract's schema validates the form, so the browser and the API agree on every rule; a
// guest must also give name, e-mail and phone, each said by its own field.
const bodyResolver = contractResolver<ReservationFormValues, CreateReservationInput, FormContext>(createReservationBodySchema);
interface FormContext {
  guest: boolean;
}
const resolver: Resolver<ReservationFormValues, FormContext, CreateReservationInput> = async (values, context, options) => {
  const result = await bodyResolver(values, context, options);
  if (!context?.guest) return result;
  const errors: FieldErrors<ReservationFormValues> = { ...result.errors };
  for (const [field, message] of GUEST_CONTACT_FIELDS) {
    if (!values[field].trim() && !errors[field]) errors[field] = { type: 'required', message };
  }
  return Object.keys(errors).length === Object.keys(result.errors).length ? result : { values: {}, errors };
};

const FORM_ID = 'reservation-form';
const DATE_ID = 'booking-date';
const TIME_ID = 'booking-time';

/** The fields in the order the form shows them: an invalid submit focuses the first one with an error. */
const FIELD_ORDER = [
  'serviceType',
  'locationId',
  'scheduledDate',
  'scheduledTime',
  'registrationNumber',
  'vehicleModel',
  'tireSize',
  'additionalServices',
  'guestName',
  'guestEmail',
  'guestPhone',
  'guestAddress',
  'guestApartment',
  'guestPostalCode',
] as const satisfies readonly (keyof ReservationFormValues)[];

/**
 * The element to focus for a field: the calendar's focusable day, the first time (or the times'
 * group while it has none), else the control of that name.
 */
function focusTarget(form: HTMLFormElement, name: (typeof FIELD_ORDER)[number]): HTMLElement | null {
  if (name === 'scheduledDate') return form.querySelector<HTMLElement>(`#${DATE_ID} [role="gridcell"][tabindex="0"]`);
  if (name === 'scheduledTime') return form.querySelector<HTMLElement>(`#${TIME_ID} input[type="radio"]`) ?? form.querySelector<HTMLElement>(`#${TIME_ID}`);
  const control = form.elements.namedItem(name);
  if (control instanceof RadioNodeList) return control[0] instanceof HTMLElement ? control[0] : null;
  return control instanceof HTMLElement ? control : null;
}

export function ReservationForm({ aside }: { aside?: ReactNode }) {
  const t = useTranslate();
  const contractMessage = useContractMessage();
  const { user } = useCurrentUser();
  // Back (or a reload) brings the values typed before; a new visit starts clean.
  const navigationType = useNavigationType();
  const [draft] = useState(() => (navigationType === 'POP' ? readDraft() : undefined));
  const form = useForm<ReservationFormValues, FormContext, CreateReservationInput>({
    resolver,
    context: { guest: !user },
    defaultValues: draft ?? emptyReservationForm,
    // react-hook-form focuses the first field it registered (the calendar's controller comes
    // before the location's select): the form focuses the first invalid field in its own order.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, control, setValue, getValues, setError, clearErrors, watch, formState } = form;
  const { errors, isSubmitting } = formState;
  // A restored draft already holds what the profile filled in, and the customer's edits.
  useProfilePrefill(form, draft ? null : user, profileValues);
  useEffect(() => {
    const subscription = watch((values) => saveDraft(values as ReservationFormValues));
    return () => subscription.unsubscribe();
  }, [watch]);

  const dateField = useController({ control, name: 'scheduledDate' });
  const timeField = useController({ control, name: 'scheduledTime' });
  const [serviceType, locationId, scheduledDate, scheduledTime, extras] = useWatch({
    control,
    name: ['serviceType', 'locationId', 'scheduledDate', 'scheduledTime', 'additionalServices'],
  });
  const date = scheduledDate.slice(0, 10);
  const location = locationId ? Number(locationId) : undefined;
  // A call-out comes to the customer: they choose their area (the branch whose mechanic drives out), not a shop to visit.
  const callOut = serviceType === 'call_mechanic';
  const locations = useGetServiceLocationsQuery();
  const { submit, created, notSent } = useSubmitReservation({ signedIn: Boolean(user) });

  // The month shown: the chosen day's, else the one the visitor browsed to, else today's (the server's today).
  const [browsedMonth, setBrowsedMonth] = useState<string | null>(date ? monthOf(date) : null);
  const clock = useClock();
  const [fallbackToday] = useState(() => helsinkiDateOf(clock.now()));
  const monthQuery = useGetAvailabilityQuery(monthArgs(browsedMonth ?? monthOf(fallbackToday), location));
  const today = monthQuery.data?.today ?? fallbackToday;
  const lastBookableDate = monthQuery.data?.lastBookableDate ?? addDays(today, DEFAULT_BOOKING_HORIZON_DAYS);
  const month = browsedMonth ?? monthOf(today);
  const shownMonth = useGetAvailabilityQuery(monthArgs(month, location));
  const days = useMemo(() => {
    if (!location) return undefined;
    const answer = shownMonth.currentData;
    return new Map<string, DayAvailability>(answer && answer.locationId === location ? answer.days.map((day) => [day.date, day]) : []);
  }, [location, shownMonth.currentData]);
  // The chosen day's times come from its month (the same cached call when it is the month shown).
  const chosenMonth = useGetAvailabilityQuery(location && date ? monthArgs(monthOf(date), location) : skipToken);
  const chosenDay = chosenMonth.currentData?.days.find((day) => day.date === date);

  useEffect(() => {
    if (shownMonth.isError || chosenMonth.isError) {
      toast({ title: t('toast.slotsFailed.title'), description: t('toast.slotsFailed.description'), variant: 'destructive' });
    }
  }, [shownMonth.isError, chosenMonth.isError, t]);

  // The booking this visitor already holds here (after Back from checkout) stays offered.
  const held = useMemo(() => {
    const remembered = readHeldBooking();
    return stillHeld(remembered, clock.now()) && remembered.trackingCode && remembered.locationId === location && remembered.date === date
      ? remembered.time
      : undefined;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location, date, created]);

  let slotsState: SlotsState;
  if (!location || !date) slotsState = 'chooseFirst';
  else if (chosenMonth.isFetching || (!chosenMonth.currentData && !chosenMonth.isError)) slotsState = 'loading';
  else if (chosenMonth.isError) slotsState = 'failed';
  else slotsState = chosenDay?.times.length || held ? 'ready' : 'none';
  // One array per answer, not per render: the effect below depends on it.
  const times = useMemo(() => (slotsState === 'ready' ? (chosenDay?.times ?? []) : []), [slotsState, chosenDay]);

  // A time belongs to one location and date: choosing another clears it (unless it came with them, from a "next free time").
  const pendingTime = useRef<string | null>(null);
  const chosenFor = useRef({ locationId, date });
  useEffect(() => {
    const previous = chosenFor.current;
    if (previous.locationId !== locationId || previous.date !== date) {
      chosenFor.current = { locationId, date };
      setValue('scheduledTime', pendingTime.current ?? '');
      pendingTime.current = null;
    }
  }, [locationId, date, setValue]);
  // A reloaded day may no longer hold the chosen time.
  useEffect(() => {
    const time = getValues('scheduledTime');
    if (slotsState === 'ready' && time && time !== held && !times.some((slot) => slot.time === time)) setValue('scheduledTime', '');
    if (slotsState === 'none' && time && time !== held) setValue('scheduledTime', '');
  }, [slotsState, times, held, getValues, setValue]);

  const chooseDate = (value: string) => {
    dateField.field.onChange(value);
    if (formState.isSubmitted) clearErrors('scheduledDate');
  };
  const takeNextFree = (next: { locationId: number; date: string; time: string }) => {
    pendingTime.current = next.time;
    setValue('locationId', String(next.locationId), { shouldValidate: formState.isSubmitted });
    setValue('scheduledDate', next.date, { shouldValidate: formState.isSubmitted });
    setBrowsedMonth(monthOf(next.date));
    if (String(next.locationId) === locationId && next.date === date) setValue('scheduledTime', next.time);
  };

  const onValid = async (input: CreateReservationInput) => {
    const outcome = await submit(input);
    if (outcome.kind === 'slotTaken') {
      // The calendar reloads (the mutation invalidates it); the field says what happened.
      setValue('scheduledTime', '');
      setError('scheduledTime', { type: 'server', message: outcome.message }, { shouldFocus: true });
    }
    if (outcome.kind === 'dayRefused') {
      setValue('scheduledDate', '');
      setError('scheduledDate', { type: 'server', message: outcome.message });
    }
  };
  const onInvalid = (invalid: FieldErrors<ReservationFormValues>) => {
    const first = FIELD_ORDER.find((name) => invalid[name]);
    if (first && formRef.current) focusTarget(formRef.current, first)?.focus();
    // The spec's toast for a guest without contact details stays, besides the errors by the fields.
    if (!user && GUEST_CONTACT_FIELDS.some(([field]) => invalid[field]?.type === 'required')) {
      toast({ title: t('contract.guestContactRequired'), variant: 'destructive' });
    }
  };
  const error = (message: string | undefined) => contractMessage(message);
  const busy = isSubmitting || created !== null;
  const chosenLocation = locations.data?.find((candidate) => candidate.id === location);
  const dateError = error(errors.scheduledDate?.message);
  const dateHint = !location ? t('calendar.chooseLocation') : undefined;

  // Focusing a field with an error: the calendar's focusable day, or the first time.
  const focusDate = dateField.field.ref;
  useEffect(() => {
    focusDate({ focus: () => document.querySelector<HTMLElement>(`#${DATE_ID} [role="gridcell"][tabindex="0"]`)?.focus() });
  }, [focusDate]);

  return (
    <div className="booking-layout">
      <form
        ref={formRef}
        id={FORM_ID}
        className="reservation-form booking-layout__main"
        noValidate
        onSubmit={handleSubmit(onValid, onInvalid)}
        aria-busy={isSubmitting || undefined}
      >
        <fieldset className="form-section">
          <legend className="form-section__legend">{t('form.section.service')}</legend>
          <ServiceSelect registration={register('serviceType')} value={serviceType} error={error(errors.serviceType?.message)} />
        </fieldset>

        <fieldset className="form-section">
          <legend className="form-section__legend">{t('form.section.when')}</legend>
          <Field
            label={t(callOut ? 'form.area' : 'form.location')}
            required
            error={error(errors.locationId?.message)}
            hint={locations.isLoading ? t('form.location.loading') : locations.isError ? t('form.location.failed') : callOut ? t('form.area.hint') : undefined}
          >
            <Select
              {...register('locationId')}
              placeholder={t(callOut ? 'form.area.placeholder' : 'form.location.placeholder')}
              disabled={!locations.data}
              options={(locations.data ?? []).map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
            />
          </Field>
          <NextFreeTimes nextFree={monthQuery.data?.nextFree ?? shownMonth.data?.nextFree} locations={locations.data} onTake={takeNextFree} />

          <div id={DATE_ID} className={`field calendar-field${dateError ? ' field--invalid' : ''}`}>
            <span id={`${DATE_ID}-label`} className="label">
              {t('form.date')}
              <span className="label__required" aria-hidden="true">
                {' '}
                *
              </span>
            </span>
            <AvailabilityCalendar
              labelId={`${DATE_ID}-label`}
              describedBy={[dateHint ? `${DATE_ID}-hint` : undefined, dateError ? `${DATE_ID}-error` : undefined].filter(Boolean).join(' ') || undefined}
              invalid={Boolean(dateError)}
              month={month}
              onMonthChange={setBrowsedMonth}
              selected={date}
              onSelect={chooseDate}
              today={today}
              lastBookableDate={lastBookableDate}
              days={days}
              loading={shownMonth.isFetching}
            />
            <ul className="calendar__legend" aria-hidden="true">
              <li className="calendar__legend-item calendar__legend-item--free">{t('calendar.legend.free')}</li>
              <li className="calendar__legend-item calendar__legend-item--full">{t('calendar.legend.full')}</li>
              <li className="calendar__legend-item calendar__legend-item--closed">{t('calendar.legend.closed')}</li>
            </ul>
            {dateHint && (
              <p id={`${DATE_ID}-hint`} className="field__hint">
                {dateHint}
              </p>
            )}
            {dateError && (
              <p id={`${DATE_ID}-error`} className="field__error" role="alert">
                {dateError}
              </p>
            )}
          </div>

          <TimeSlotPicker
            id={TIME_ID}
            state={slotsState}
            times={times}
            heldTime={held}
            value={scheduledTime}
            onChange={(time) => timeField.field.onChange(time)}
            error={error(errors.scheduledTime?.message)}
            inputRef={timeField.field.ref}
          />
        </fieldset>

        <fieldset className="form-section">
          <legend className="form-section__legend">{t('form.section.vehicle')}</legend>
          <Field label={t('form.registrationNumber')} required error={error(errors.registrationNumber?.message)}>
            <Input autoComplete="off" placeholder={t('form.registrationNumber.placeholder')} {...register('registrationNumber')} />
          </Field>
          <Field label={t('form.vehicleModel')} required error={error(errors.vehicleModel?.message)}>
            <Input autoComplete="off" placeholder={t('form.vehicleModel.placeholder')} {...register('vehicleModel')} />
          </Field>
          <Field label={t('form.tireSize')} required hint={t('form.tireSize.hint')} error={error(errors.tireSize?.message)}>
            <Input autoComplete="off" placeholder="205/55 R16" {...register('tireSize')} />
          </Field>
        </fieldset>

        <ExtrasFieldset registration={register('additionalServices')} />

        <ContactFieldset
          register={register}
          errors={errors}
          signedInName={user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email : null}
          callOut={callOut}
        />
      </form>

      <div className="booking-layout__aside">
        <div className="booking-layout__sticky">
          <BookingSummary serviceType={serviceType} extras={extras} location={chosenLocation} date={date} time={scheduledTime} />
          {created && <Alert tone="success">{t('form.created', { code: created.trackingCode, total: formatEuro(created.totalPrice) })}</Alert>}
          {notSent && <NetworkFailureAlert kind={notSent} />}
          <Button type="submit" form={FORM_ID} size="lg" className="booking-summary__submit" loading={isSubmitting} disabled={busy}>
            {isSubmitting ? t('form.submitting') : t('form.submit')}
          </Button>
        </div>
        {aside}
      </div>
    </div>
  );
}

function monthArgs(month: string, locationId: number | undefined) {
  return { ...(locationId ? { locationId } : {}), from: firstOfMonth(month), to: lastOfMonth(month) };
}
