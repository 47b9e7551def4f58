import type { User } from '@tire/contracts';

export interface UserRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  address: string | null;
  apartment: string | null;
  postalCode: string | null;
  registrationNumber: string | null;
  vehicleModel: string | null;
  tireSize: string | null;
}

export interface Claims {
  first_name?: string;
  last_name?: string;
}

const REQUIRED_PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'address',
  'postalCode',
  'registrationNumber',
  'vehicleModel',
  'tireSize',
] as const satisfies readonly (keyof UserRow)[];

/** The profile setup's eight required fields are all filled (apartment is optional). */
const isProfileComplete = (row: UserRow) => REQUIRED_PROFILE_FIELDS.every((field) => Boolean(row[field]?.trim()));

/**
 * The contract's user. isAdmin is decided here, at every read, from the configured list, so
 * adding or removing an administrator needs no data change and cannot go stale in the table.
 */
export function toUser(row: UserRow, adminEmails: ReadonlySet<string>, claims?: Claims | null): User {
  const user: User = {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    address: row.address,
    apartment: row.apartment,
    postalCode: row.postalCode,
    registrationNumber: row.registrationNumber,
    vehicleModel: row.vehicleModel,
    tireSize: row.tireSize,
    isAdmin: adminEmails.has(row.email.toLowerCase()),
    profileComplete: isProfileComplete(row),
  };
  if (claims && (claims.first_name || claims.last_name)) user.claims = claims;
  return user;
}
