import type { User } from '@tire/contracts';

/** What the sign-up and profile forms hold: text in every box (apartment may stay empty). */
export interface DetailsValues {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  apartment: string;
  postalCode: string;
  registrationNumber: string;
  vehicleModel: string;
  tireSize: string;
}

export const emptyDetails: DetailsValues = {
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  address: '',
  apartment: '',
  postalCode: '',
  registrationNumber: '',
  vehicleModel: '',
  tireSize: '',
};

/**
 * The profile form filled from the signed-in user; the names fall back to the sign-in claims
 * (first_name, last_name) that Google gives before the profile has any.
 */
export function detailsOfUser(user: User): DetailsValues {
  return {
    email: user.email,
    firstName: user.firstName || user.claims?.first_name || '',
    lastName: user.lastName || user.claims?.last_name || '',
    phone: user.phone ?? '',
    address: user.address ?? '',
    apartment: user.apartment ?? '',
    postalCode: user.postalCode ?? '',
    registrationNumber: user.registrationNumber ?? '',
    vehicleModel: user.vehicleModel ?? '',
    tireSize: user.tireSize ?? '',
  };
}
