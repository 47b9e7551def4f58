import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { contractResolver } from '@tire/platform/forms';
import { helsinkiInstant, type MoveReservationBody, moveReservationBodySchema, type Reservation } from '@tire/contracts';
import { DialogChoice, Field, FormDialog, Input, Select } from '@tire/ui';
import { earliestMoveDay, startOutsideWindow } from '../reservation-policy.js';
import { useBookingPolicyText, useContractMessage, useTranslate } from '../../../shared/use-translate.js';
import { useChangeReservation } from '../hooks/use-change-reservation.js';
import { actionTrigger } from './action-trigger.js';
import type { ReservationActionProps } from './reservation-action-props.js';
import { useMoveSlots, type MoveSlotsState } from '../hooks/use-move-slots.js';
import { useClock } from '@tire/platform';

interface MoveValues {
  scheduledDate: string;
  scheduledTime: string;
}

const resolver = contractResolver<MoveValues, MoveReservationBody>(moveReservationBodySchema);

const TIME_PLACEHOLDERS: Record<MoveSlotsState, string> = {
  chooseFirst: 'modify.time.chooseFirst',
  loading: 'modify.time.loading',
  none: 'modify.time.none',
  failed: 'modify.time.failed',
  ready: 'modify.time.placeholder',
};

/**
 * 'Modify' and its dialog: a new date (not inside the booking policy's window) and one of that day's free times at the
 * same location. It opens on the reservation's own date and time, so the customer sees what they are changing.
 * Radix keeps focus inside while open and returns it to the button on close.
 */
export function ModifyDialog(props: ReservationActionProps) {
  const { reservation } = props;
  const t = useTranslate();
  const policy = useBookingPolicyText(reservation.serviceType);
  return (
    <FormDialog trigger={actionTrigger(props, 'outline')} title={t('modify.title')} description={t('modify.description', { code: reservation.trackingCode })}>
      {(close) => (
        <>
          <p className="account-dialog__policy">{policy}</p>
          <ModifyForm reservation={reservation} onDone={close} />
        </>
      )}
    </FormDialog>
  );
}

function ModifyForm({ reservation, onDone }: { reservation: Reservation; onDone: () => void }) {
  const t = useTranslate();
  const contractMessage = useContractMessage();
  const clock = useClock();
  // A move's new start must itself be outside the policy window: no earlier day, no earlier time.
  const today = earliestMoveDay(reservation, clock.now());
  const ownDate = reservation.scheduledDate >= today;
  // The current time is chosen to begin with (on the reservation's own date, when that may still be chosen).
  const { register, handleSubmit, control, setValue, getValues, formState } = useForm<MoveValues, unknown, MoveReservationBody>({
    resolver,
    defaultValues: { scheduledDate: ownDate ? reservation.scheduledDate : today, scheduledTime: ownDate ? reservation.scheduledTime : '' },
  });
  const { errors, isSubmitting } = formState;
  const date = useWatch({ control, name: 'scheduledDate' });
  const moveSlots = useMoveSlots(reservation.locationId, date);
  const allowed = moveSlots.slots.filter((slot) => startOutsideWindow(reservation, helsinkiInstant(date, slot), clock.now()));
  // On its own date the reservation's time is offered (and chosen) even when its bays are full: it holds one of them.
  const current = date === reservation.scheduledDate && startOutsideWindow(reservation, helsinkiInstant(date, reservation.scheduledTime), clock.now());
  const times = current && !allowed.includes(reservation.scheduledTime) ? [...allowed, reservation.scheduledTime].sort() : allowed;
  const answered = moveSlots.state === 'ready' || moveSlots.state === 'none';
  const slots: { state: MoveSlotsState; slots: string[] } = !answered
    ? { state: moveSlots.state, slots: [] }
    : times.length
      ? { state: 'ready', slots: times }
      : { state: 'none', slots: [] };
  const { move } = useChangeReservation(reservation);

  // A time belongs to one date: choosing another date clears it.
  const chosenFor = useRef(date);
  useEffect(() => {
    if (chosenFor.current !== date) {
      chosenFor.current = date;
      setValue('scheduledTime', '');
    }
  }, [date, setValue]);
  // A reloaded list may no longer hold the chosen time; one it holds is shown chosen (the current
  // time is chosen before its day's times have loaded: the select shows it once they have).
  const slotList = slots.slots.join(' ');
  useEffect(() => {
    const time = getValues('scheduledTime');
    if (slots.state !== 'ready' || !time) return;
    setValue('scheduledTime', slotList.split(' ').includes(time) ? time : '');
  }, [slots.state, slotList, getValues, setValue]);

  const onValid = async (body: MoveReservationBody) => {
    // Saved unchanged: nothing to move.
    if (body.scheduledDate === reservation.scheduledDate && body.scheduledTime === reservation.scheduledTime) return onDone();
    const outcome = await move(body);
    if (outcome === 'done') onDone();
    if (outcome === 'slotTaken') setValue('scheduledTime', '');
  };

  return (
    <form className="account-dialog__form" noValidate onSubmit={handleSubmit(onValid)} aria-busy={isSubmitting || undefined}>
      <Field label={t('modify.date')} required error={contractMessage(errors.scheduledDate?.message)}>
        <Input type="date" min={today} {...register('scheduledDate')} />
      </Field>
      <Field label={t('modify.time')} required error={contractMessage(errors.scheduledTime?.message)}>
        <Select
          {...register('scheduledTime')}
          disabled={slots.state !== 'ready'}
          aria-busy={slots.state === 'loading' || undefined}
          placeholder={t(TIME_PLACEHOLDERS[slots.state])}
          options={slots.slots.map((slot) => ({
            value: slot,
            label: current && slot === reservation.scheduledTime ? t('modify.time.current', { time: slot }) : slot,
          }))}
        />
      </Field>
      <DialogChoice keepLabel={t('modify.cancel')} confirmLabel={isSubmitting ? t('modify.saving') : t('modify.save')} busy={isSubmitting} />
    </form>
  );
}
