import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field, Input } from '@tire/ui';
import { useContractMessage, useTranslate } from '../../use-translate.js';
import type { DetailsValues } from '../details-values.js';

/** Name, phone and address, shared by sign-up and profile setup (sign-up adds the e-mail). */
export function PersonalFields({
  register,
  errors,
  withEmail = false,
}: {
  register: UseFormRegister<DetailsValues>;
  errors: FieldErrors<DetailsValues>;
  withEmail?: boolean;
}) {
  const t = useTranslate();
  const error = useContractMessage();
  return (
    <>
      {withEmail && (
        <Field label={t('field.email')} required error={error(errors.email?.message)}>
          <Input type="email" autoComplete="email" placeholder={t('field.email.placeholder')} {...register('email')} />
        </Field>
      )}
      <div className="form-row">
        <Field label={t('field.firstName')} required error={error(errors.firstName?.message)}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </Field>
        <Field label={t('field.lastName')} required error={error(errors.lastName?.message)}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </Field>
      </div>
      <Field label={t('field.phone')} required error={error(errors.phone?.message)}>
        <Input type="tel" autoComplete="tel" placeholder="040 123 4567" {...register('phone')} />
      </Field>
      <Field label={t('field.address')} required error={error(errors.address?.message)}>
        <Input autoComplete="street-address" {...register('address')} />
      </Field>
      <div className="form-row">
        <Field label={t('field.apartment')} error={error(errors.apartment?.message)}>
          <Input autoComplete="address-line2" {...register('apartment')} />
        </Field>
        <Field label={t('field.postalCode')} required error={error(errors.postalCode?.message)}>
          <Input inputMode="numeric" autoComplete="postal-code" {...register('postalCode')} />
        </Field>
      </div>
    </>
  );
}
