import { useEffect, useRef } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createReservationBodySchema, type CreateReservationInput } from '@tire/contracts';
import { formatEuro, useCurrentUser } from '@tire/platform';
import { Alert, Button, Field, Input, Select } from '@tire/ui';
import { helsinkiToday } from '../../../shared/helsinki-date.js';
import { useContractMessage, useTranslate } from '../../../shared/use-translate.js';
import { useGetServiceLocationsQuery } from '@tire/platform';
import { emptyReservationForm, type ReservationFormValues } from '../form-values.js';
import { useAvailableSlots } from '../hooks/use-available-slots.js';
import { useProfilePrefill } from '../hooks/use-profile-prefill.js';
import { useSubmitReservation } from '../hooks/use-submit-reservation.js';
import { ContactFieldset } from './contact-fieldset.js';
import { ExtrasFieldset } from './extras-fieldset.js';
import { ServiceSelect } from './service-select.js';
import { TimeSlotSelect } from './time-slot-select.js';
import { TotalPrice } from './total-price.js';

// The contract's schema validates the form, so the browser and the API agree on every rule.
const resolver = zodResolver(createReservationBodySchema) as unknown as Resolver<ReservationFormValues, unknown, CreateReservationInput>;

export function ReservationForm() {
  const t = useTranslate();
  const contractMessage = useContractMessage();
  const { user } = useCurrentUser();
  const form = useForm<ReservationFormValues, unknown, CreateReservationInput>({
    resolver,
    defaultValues: emptyReservationForm,
  });
  const { register, handleSubmit, control, setValue, getValues, formState } = form;
  const { errors, isSubmitting } = formState;
  useProfilePrefill(form as never, user);

  const [serviceType, locationId, scheduledDate, extras] = useWatch({
    control,
    name: ['serviceType', 'locationId', 'scheduledDate', 'additionalServices'],
  });
  const locations = useGetServiceLocationsQuery();
  const slots = useAvailableSlots(locationId, scheduledDate);
  const { submit, created } = useSubmitReservation({ signedIn: Boolean(user) });

  // A time belongs to one location and date: choosing another clears it.
  const chosenFor = useRef({ locationId, scheduledDate });
  useEffect(() => {
    const previous = chosenFor.current;
    if (previous.locationId !== locationId || previous.scheduledDate !== scheduledDate) {
      chosenFor.current = { locationId, scheduledDate };
      setValue('scheduledTime', '');
    }
  }, [locationId, scheduledDate, setValue]);
  // A reloaded list may no longer hold the chosen time.
  useEffect(() => {
    const time = getValues('scheduledTime');
    if (slots.state === 'ready' && time && !slots.slots.includes(time)) setValue('scheduledTime', '');
  }, [slots.state, slots.slots, getValues, setValue]);

  const onValid = async (input: CreateReservationInput) => {
    const outcome = await submit(input);
    if (outcome === 'slotTaken') setValue('scheduledTime', '');
  };
  const error = (message: string | undefined) => contractMessage(message);
  const busy = isSubmitting || created !== null;

  return (
    <form className="reservation-form" noValidate onSubmit={handleSubmit(onValid)} aria-busy={isSubmitting || undefined}>
      <fieldset className="form-section">
        <legend className="form-section__legend">{t('form.section.service')}</legend>
        <ServiceSelect registration={register('serviceType')} value={serviceType} error={error(errors.serviceType?.message)} />
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__legend">{t('form.section.when')}</legend>
        <Field
          label={t('form.location')}
          required
          error={error(errors.locationId?.message)}
          hint={locations.isLoading ? t('form.location.loading') : locations.isError ? t('form.location.failed') : undefined}
        >
          <Select
            {...register('locationId')}
            placeholder={t('form.location.placeholder')}
            disabled={!locations.data}
            options={(locations.data ?? []).map((location) => ({ value: String(location.id), label: location.name }))}
          />
        </Field>
        <Field label={t('form.date')} required error={error(errors.scheduledDate?.message)}>
          <Input type="date" min={helsinkiToday()} {...register('scheduledDate')} />
        </Field>
        <TimeSlotSelect
          registration={register('scheduledTime')}
          state={slots.state}
          slots={slots.slots}
          error={error(errors.scheduledTime?.message)}
        />
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__legend">{t('form.section.vehicle')}</legend>
        <Field label={t('form.registrationNumber')} required error={error(errors.registrationNumber?.message)}>
          <Input autoComplete="off" placeholder="ABC-123" {...register('registrationNumber')} />
        </Field>
        <Field label={t('form.vehicleModel')} required error={error(errors.vehicleModel?.message)}>
          <Input autoComplete="off" {...register('vehicleModel')} />
        </Field>
        <Field label={t('form.tireSize')} required error={error(errors.tireSize?.message)}>
          <Input autoComplete="off" placeholder="205/55 R16" {...register('tireSize')} />
        </Field>
      </fieldset>

      <ExtrasFieldset registration={register('additionalServices')} />

      <ContactFieldset register={register} errors={errors} signedInName={user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email : null} />

      <TotalPrice serviceType={serviceType} extras={extras} />

      {created && (
        <Alert tone="success">
          {t('form.created', { code: created.trackingCode, total: formatEuro(created.totalPrice) })}
        </Alert>
      )}

      <Button type="submit" size="lg" loading={isSubmitting} disabled={busy}>
        {isSubmitting ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
