import type { User } from '@tire/contracts';

/** What a customer fills in on the profile page; a new account has none of it yet. */
const PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'address', 'apartment', 'postalCode', 'registrationNumber', 'vehicleModel', 'tireSize'] as const;
const EMPTY_PROFILE = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, null])) as Record<(typeof PROFILE_FIELDS)[number], null>;

/** A user as the accounts service answers it: nothing of the profile filled in unless the test gives it. */
export const accountUser = (fields: Pick<User, 'id' | 'email'> & Partial<User>): User => ({
  ...EMPTY_PROFILE,
  isAdmin: false,
  profileComplete: true,
  ...fields,
});

/** The profile of a customer who has filled everything in (no apartment). */
export const FILLED_PROFILE = {
  phone: '+358401234567',
  address: 'Esimerkkikatu 1',
  apartment: null,
  postalCode: '00100',
  registrationNumber: 'ABC-123',
  vehicleModel: 'Toyota Corolla',
  tireSize: '205/55R16',
} satisfies Partial<User>;
