import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field, Input } from '@tire/ui';
import { useContractMessage, useTranslate } from '../../use-translate.js';
import type { DetailsValues } from '../details-values.js';

/**
 * Registration number, model and tire size. The plate is labelled what it is, the registration
 * number, in sign-up and profile setup alike (the original's "vehicle brand" label named a make).
 */
export function VehicleFields({ register, errors }: { register: UseFormRegister<DetailsValues>; errors: FieldErrors<DetailsValues> }) {
  const t = useTranslate();
  const error = useContractMessage();
  return (
    <>
      <Field label={t('field.registrationNumber')} required error={error(errors.registrationNumber?.message)}>
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
