import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field, Input } from '@tire/ui';
import { useContractMessage, useTranslate } from '../../../shared/use-translate.js';
import type { ReservationFormValues } from '../form-values.js';

/**
 * Contact details. Guests must give name, e-mail and phone (checked on submit, as the API does);
 * a signed-in customer's come from the profile and are reached through the account.
 */
export function ContactFieldset({
  register,
  errors,
  signedInName,
  callOut,
}: {
  register: UseFormRegister<ReservationFormValues>;
  errors: FieldErrors<ReservationFormValues>;
  signedInName: string | null;
  /** A mechanic call-out: the address is where the mechanic comes. */
  callOut: boolean;
}) {
  const t = useTranslate();
  const contractMessage = useContractMessage();
  const guest = signedInName === null;
  const error = (message: string | undefined) => contractMessage(message);
  return (
    <fieldset className="form-section">
      <legend className="form-section__legend">{t('form.section.contact')}</legend>
      {!guest && <p className="form-section__note">{t('form.signedInAs', { name: signedInName })}</p>}
      <Field label={t('form.guestName')} required={guest} error={error(errors.guestName?.message)}>
        <Input autoComplete="name" {...register('guestName')} />
      </Field>
      <Field label={t('form.guestEmail')} required={guest} error={error(errors.guestEmail?.message)}>
        <Input type="email" autoComplete="email" {...register('guestEmail')} />
      </Field>
      <Field label={t('form.guestPhone')} required={guest} error={error(errors.guestPhone?.message)}>
        <Input type="tel" autoComplete="tel" {...register('guestPhone')} />
      </Field>
      <Field label={t('form.guestAddress')} required hint={callOut ? t('form.guestAddress.callOut') : undefined} error={error(errors.guestAddress?.message)}>
        <Input autoComplete="street-address" {...register('guestAddress')} />
      </Field>
      <Field label={t('form.guestApartment')} error={error(errors.guestApartment?.message)}>
        <Input autoComplete="address-line2" {...register('guestApartment')} />
      </Field>
      <Field label={t('form.guestPostalCode')} required error={error(errors.guestPostalCode?.message)}>
        <Input inputMode="numeric" autoComplete="postal-code" {...register('guestPostalCode')} />
      </Field>
    </fieldset>
  );
}
