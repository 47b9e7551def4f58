import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field, Input } from '@tire/ui';
import { useContractMessage, useTranslate } from '../../use-translate.js';
import type { DetailsValues } from '../details-values.js';

/**
 * Registration number, model and tire size. Profile setup labels the registration number
 * 'vehicle brand' (as the booking form reads it); sign-up calls it what it is.
 */
export function VehicleFields({
  register,
  errors,
  registrationLabel,
}: {
  register: UseFormRegister<DetailsValues>;
  errors: FieldErrors<DetailsValues>;
  registrationLabel: 'field.registrationNumber' | 'field.vehicleBrand';
}) {
  const t = useTranslate();
  const error = useContractMessage();
  return (
    <>
      <Field label={t(registrationLabel)} required error={error(errors.registrationNumber?.message)}>
        <Input autoComplete="off" placeholder="ABC-123" {...register('registrationNumber')} />
      </Field>
      <Field label={t('field.vehicleModel')} required error={error(errors.vehicleModel?.message)}>
        <Input autoComplete="off" {...register('vehicleModel')} />
      </Field>
      <Field label={t('field.tireSize')} required error={error(errors.tireSize?.message)}>
        <Input autoComplete="off" placeholder="205/55R16" {...register('tireSize')} />
      </Field>
    </>
  );
}
