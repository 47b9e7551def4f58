import {
  centsToEuroText,
  type CreateReservationBody,
  type CreateReservationInput,
  DEFAULT_SERVICE_TYPE,
  helsinkiInstant,
  reservationTotalCents,
  type User,
} from '@tire/contracts';

/** What the form's controls hold: text everywhere, the extras as a list of ids. */
export interface ReservationFormValues {
  serviceType: string;
  locationId: string;
  scheduledDate: string;
  scheduledTime: string;
  registrationNumber: string;
  vehicleModel: string;
  tireSize: string;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  guestAddress: string;
  guestApartment: string;
  guestPostalCode: string;
  additionalServices: string[];
  /** The stored set this booking is the season change of ("Book the change"), as text; empty otherwise. */
  tireSetId: string;
  /** The season invitation's token this booking answers (its link), so the server links the invited set; empty otherwise. */
  invitationToken: string;
}

export const emptyReservationForm: ReservationFormValues = {
  serviceType: DEFAULT_SERVICE_TYPE,
  locationId: '',
  scheduledDate: '',
  scheduledTime: '',
  registrationNumber: '',
  vehicleModel: '',
  tireSize: '',
  guestName: '',
  guestEmail: '',
  guestPhone: '',
  guestAddress: '',
  guestApartment: '',
  guestPostalCode: '',
  additionalServices: [],
  tireSetId: '',
  invitationToken: '',
};

/** The signed-in customer's profile as form values (only what the profile has). */
export function profileValues(user: User): Partial<ReservationFormValues> {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const values: Partial<ReservationFormValues> = {
    guestName: name,
    guestEmail: user.email,
    guestPhone: user.phone ?? '',
    guestAddress: user.address ?? '',
    guestApartment: user.apartment ?? '',
    guestPostalCode: user.postalCode ?? '',
    registrationNumber: user.registrationNumber ?? '',
    vehicleModel: user.vehicleModel ?? '',
    tireSize: user.tireSize ?? '',
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value)) as Partial<ReservationFormValues>;
}

/**
 * The POST /api/reservations payload in the original's shape: extras as JSON text, the day as
 * the ISO instant of the slot's start in Helsinki, the total as text (the server recomputes it).
 */
export function toReservationBody(input: CreateReservationInput): CreateReservationBody {
  const date = input.scheduledDate.slice(0, 10);
  return {
    serviceType: input.serviceType,
    locationId: input.locationId,
    scheduledDate: helsinkiInstant(date, input.scheduledTime).toISOString(),
    scheduledTime: input.scheduledTime,
    registrationNumber: input.registrationNumber,
    vehicleModel: input.vehicleModel,
    tireSize: input.tireSize,
    guestName: input.guestName ?? null,
    guestEmail: input.guestEmail ?? null,
    guestPhone: input.guestPhone ?? null,
    guestAddress: input.guestAddress,
    guestApartment: input.guestApartment ?? null,
    guestPostalCode: input.guestPostalCode,
    additionalServices: JSON.stringify(input.additionalServices),
    totalPrice: centsToEuroText(reservationTotalCents(input.serviceType, input.additionalServices)),
    ...(input.tireSetId ? { tireSetId: input.tireSetId } : {}),
    ...(input.invitationToken ? { invitationToken: input.invitationToken } : {}),
  };
}
