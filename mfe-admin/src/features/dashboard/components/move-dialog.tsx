import { useState, type FormEvent } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { freeChangeUntil, helsinkiDateOf, helsinkiInstant, type Reservation } from '@tire/contracts';
import { formatLongDate, formatLongDateTime, toast, useClock, useErrorMessage, useGetAvailableSlotsQuery, useTranslate, type ApiFailure } from '@tire/platform';
import { Alert, Button, DialogChoice, Field, FormDialog, Input, Select } from '@tire/ui';
import { useAdminMoveReservationMutation } from '../api/admin-api.js';

/**
 * An administrator moves a booking to a free time of its location (PATCH /api/admin/reservations/:id).
 * The admin may do so inside the customer's free-change window too; the dialog then warns, and
 * nothing is sent before "Confirm move".
 */
export function MoveDialog({ reservation, disabled }: { reservation: Reservation; disabled?: boolean }) {
  const t = useTranslate();
  return (
    <FormDialog
      trigger={
        <Button size="sm" variant="outline" disabled={disabled}>
          {t('move.open')}
        </Button>
      }
      title={t('move.title', { code: reservation.trackingCode })}
      description={t('move.description', { date: formatLongDate(reservation.scheduledDate), time: reservation.scheduledTime })}
    >
      {(close) => <MoveForm reservation={reservation} onDone={close} />}
    </FormDialog>
  );
}

function MoveForm({ reservation, onDone }: { reservation: Reservation; onDone: () => void }) {
  const t = useTranslate();
  const errorMessage = useErrorMessage();
  const clock = useClock();
  const today = helsinkiDateOf(clock.now());
  const [date, setDate] = useState(reservation.scheduledDate < today ? today : reservation.scheduledDate);
  const [time, setTime] = useState('');
  const [missing, setMissing] = useState(false);
  const slots = useGetAvailableSlotsQuery(date ? { locationId: reservation.locationId, date } : skipToken);
  const [move, { isLoading }] = useAdminMoveReservationMutation();
  const times = date && !slots.isFetching && !slots.isError ? (slots.data ?? []) : [];
  const placeholder = !date ? 'move.time.chooseFirst' : slots.isFetching ? 'move.time.loading' : times.length ? 'move.time.placeholder' : 'move.time.none';

  // The customer's window: closed already for the current start, or the new start falls inside it.
  const now = clock.now().getTime();
  const until = reservation.freeChangeUntil ?? freeChangeUntil(reservation.startsAt, reservation.serviceType).toISOString();
  const newStartInside = Boolean(date && time) && now >= freeChangeUntil(helsinkiInstant(date, time), reservation.serviceType).getTime();
  const insideWindow = now >= Date.parse(until) || newStartInside;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!date || !time) {
      setMissing(true);
      return;
    }
    const result = await move({ id: reservation.id, body: { scheduledDate: date, scheduledTime: time } });
    if (result.data) {
      toast({
        title: t('toast.moved.title'),
        description: t('toast.moved.description', { code: reservation.trackingCode, date: formatLongDate(date), time }),
        variant: 'success',
      });
      onDone();
      return;
    }
    const error = result.error as ApiFailure | undefined;
    if (error?.status === 401) return;
    toast({ title: t('toast.moveFailed.title'), description: errorMessage(error) ?? t('toast.statusFailed.description'), variant: 'destructive' });
    if (error?.status === 409) setTime('');
  };

  return (
    <form className="admin-dialog__form" noValidate onSubmit={onSubmit}>
      <Field label={t('move.date')} required>
        <Input
          type="date"
          min={today}
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setTime('');
          }}
        />
      </Field>
      <Field label={t('move.time')} required error={missing && !time ? t('move.required') : undefined}>
        <Select
          value={time}
          onChange={(event) => setTime(event.target.value)}
          disabled={!times.length}
          placeholder={t(placeholder)}
          options={times.map((slot) => ({ value: slot, label: slot }))}
        />
      </Field>
      {insideWindow && <Alert tone="warning">{t('move.insideWindow', { until: formatLongDateTime(until) })}</Alert>}
      <DialogChoice keepLabel={t('confirm.keep')} confirmLabel={isLoading ? t('move.saving') : t('move.confirm')} busy={isLoading} />
    </form>
  );
}
