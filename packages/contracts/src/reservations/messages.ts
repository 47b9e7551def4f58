/** The reservation form's validation messages (spec section 5), as the API answers them. */
export const RESERVATION_MESSAGES = {
  serviceType: 'Please select a service',
  locationId: 'Please select a location',
  scheduledDate: 'Please select a date',
  scheduledTime: 'Please select a time',
  registrationNumber: 'Please enter vehicle brand',
  vehicleModel: 'Please enter vehicle model',
  tireSize: 'Please enter tire size',
  guestAddress: 'Address is required',
  guestPostalCode: 'Postal code is required',
  guestEmail: 'Invalid email address',
  guestContactRequired: 'Name, email and phone number are required for guest users',
  /** A guest's missing contact detail, said by its field (the form's check on submit). */
  guestNameRequired: 'Name is required',
  guestEmailRequired: 'Email is required',
  guestPhoneRequired: 'Phone number is required',
  additionalServices: 'Unknown additional service',
  slotUnavailable: 'This time slot is no longer available. Please choose another time.',
  slotInPast: 'This time slot has already passed. Please choose another time.',
  slotOutsideHours: 'The location is not open at this time. Please choose another time.',
  locationNotFound: 'Location not found',
  reservationNotFound: 'Reservation not found',
  idempotencyConflict: 'This Idempotency-Key was already used for a different reservation',
  tooManyRequests: 'Too many requests. Please try again later.',
  /** 429: this e-mail, account or connection already holds the most unpaid bookings allowed. */
  tooManyUnpaidHolds: 'You already have unpaid bookings waiting. Pay for them or let them expire before booking more.',
  /** An admin action the lifecycle does not allow from the booking's stage (409). */
  transitionNotAllowed: 'This action is not possible for a reservation in its current state',
  alreadyCancelled: 'This reservation has already been cancelled',
  alreadyCompleted: 'This reservation has already been completed',
  confirmNeedsPayment: 'An unpaid reservation is confirmed by its payment, not by hand',
  /** 409: a no-show can only be marked once the booking's start has passed. */
  notStartedYet: 'This booking has not started yet: a no-show can be marked once its start time has passed',
  /** The booking's stored set (the season change's pre-fill), malformed. */
  tireSetId: 'Unknown stored tire set',
} as const;
