import { RESERVATION_MESSAGES as M } from '@tire/contracts';

/**
 * The guest's name, e-mail and phone are optional in the contract's schema but required of a
 * guest on submit (the spec; the API refuses them too): each missing one gets its own message by
 * its field, as every other required field does. The contract's words, translated by their code.
 */
export const GUEST_CONTACT_FIELDS = [
  ['guestName', M.guestNameRequired],
  ['guestEmail', M.guestEmailRequired],
  ['guestPhone', M.guestPhoneRequired],
] as const;
