/**
 * The guest's name, e-mail and phone are optional in the contract's schema but required of a
 * guest on submit (the spec; the API refuses them too): each missing one gets its own message by
 * its field, as every other required field does. English here, translated by the messages.
 */
export const GUEST_CONTACT_MESSAGES = {
  guestNameRequired: 'Name is required',
  guestEmailRequired: 'Email is required',
  guestPhoneRequired: 'Phone number is required',
} as const;

export const GUEST_CONTACT_FIELDS = [
  ['guestName', GUEST_CONTACT_MESSAGES.guestNameRequired],
  ['guestEmail', GUEST_CONTACT_MESSAGES.guestEmailRequired],
  ['guestPhone', GUEST_CONTACT_MESSAGES.guestPhoneRequired],
] as const;
