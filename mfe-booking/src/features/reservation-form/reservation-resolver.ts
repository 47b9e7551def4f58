import type { FieldErrors, Resolver } from 'react-hook-form';
import { contractResolver } from '@tire/platform/forms';
import { createReservationBodySchema, type CreateReservationInput } from '@tire/contracts';
import type { ReservationFormValues } from './form-values.js';
import { GUEST_CONTACT_FIELDS } from './guest-contact-messages.js';

export interface ReservationFormContext {
  guest: boolean;
}

// The contract's schema validates the form, so the browser and the API agree on every rule; a
// guest must also give name, e-mail and phone, each said by its own field.
const bodyResolver = contractResolver<ReservationFormValues, CreateReservationInput, ReservationFormContext>(createReservationBodySchema);

export const reservationResolver: Resolver<ReservationFormValues, ReservationFormContext, CreateReservationInput> = async (values, context, options) => {
  const result = await bodyResolver(values, context, options);
  if (!context?.guest) return result;
  const errors: FieldErrors<ReservationFormValues> = { ...result.errors };
  for (const [field, message] of GUEST_CONTACT_FIELDS) {
    if (!values[field].trim() && !errors[field]) errors[field] = { type: 'required', message };
  }
  return Object.keys(errors).length === Object.keys(result.errors).length ? result : { values: {}, errors };
};
