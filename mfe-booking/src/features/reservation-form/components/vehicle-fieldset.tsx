import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field, Input } from '@tire/ui';
import { useContractMessage, useTranslate } from '../../../shared/use-translate.js';
import type { ReservationFormValues } from '../form-values.js';

/** The car: registration number, model and tire size (the tire size's placeholder is a size, in every language). */
export function VehicleFieldset({ register, errors }: { register: UseFormRegister<ReservationFormValues>; errors: FieldErrors<ReservationFormValues> }) {
  const t = useTranslate();
  const contractMessage = useContractMessage();
  return (
    <fieldset className="form-section">
      <legend className="form-section__legend">{t('form.section.vehicle')}</legend>
      <Field label={t('form.registrationNumber')} required error={contractMessage(errors.registrationNumber?.message)}>
        <Input autoComplete="off" placeholder={t('form.registrationNumber.placeholder')} {...register('registrationNumber')} />
      </Field>
      <Field label={t('form.vehicleModel')} required error={contractMessage(errors.vehicleModel?.message)}>
        <Input autoComplete="off" placeholder={t('form.vehicleModel.placeholder')} {...register('vehicleModel')} />
      </Field>
      <Field label={t('form.tireSize')} required hint={t('form.tireSize.hint')} error={contractMessage(errors.tireSize?.message)}>
        <Input autoComplete="off" placeholder="205/55 R16" {...register('tireSize')} />
      </Field>
    </fieldset>
  );
}
