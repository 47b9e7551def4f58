import { ADMIN_MESSAGES } from '../admin/admin-reservations.js';
import { AUTH_MESSAGES } from '../auth/auth.js';
import { CONTACT_MESSAGES } from '../contact/contact.js';
import { ERASE_MY_DATA_MESSAGES } from '../privacy/personal-data.js';
import { PAYMENT_MESSAGES } from '../payments/payments.js';
import { AVAILABILITY_MESSAGES } from '../reservations/availability.js';
import { EMAIL_ACCESS_MESSAGES } from '../auth/email-access.js';
import { MANAGE_BOOKING_MESSAGES } from '../reservations/manage-booking.js';
import { WAITLIST_MESSAGES } from '../reservations/waitlist.js';
import { RUSH_MESSAGES } from '../tire-hotel/rush.js';
import { TIRE_HOTEL_MESSAGES as TH } from '../tire-hotel/tire-sets.js';
import { RESERVATION_MESSAGES } from '../reservations/messages.js';
import { UPDATE_RESERVATION_MESSAGES } from '../reservations/my-reservations.js';
import { ORDER_LIMIT_MESSAGES } from '../shop/order-limits.js';
import { ORDER_MESSAGES } from '../shop/tire-orders.js';
import { ORDER_FITTING_MESSAGES } from '../shop/order-fitting.js';
import { GENERIC_ERRORS } from './generic-errors.js';
import { INPUT_MESSAGES } from './primitives.js';

export interface ApiErrorDefinition {
  /** The status the failure is answered with. A field's message is a 400's `errors[]` item. */
  status: number;
  /** The contract's (English) words, as the spec gives them: the body's `message`. */
  message: string;
}

const R = RESERVATION_MESSAGES;
const A = AUTH_MESSAGES;
const O = ORDER_MESSAGES;
const P = PAYMENT_MESSAGES;
const field = (message: string): ApiErrorDefinition => ({ status: 400, message });
/**
 * A failure answered with this status. Keeps the status and the words as literal types, as an
 * object literal of the `as const` list would.
 */
const answeredWith =
  <S extends number>(status: S) =>
  <M extends string>(message: M) =>
    ({ status, message }) as const;
const forbidden = answeredWith(403);
const notFound = answeredWith(404);
const conflict = answeredWith(409);
const unprocessable = answeredWith(422);
const tooMany = answeredWith(429);
const unavailable = answeredWith(503);

/**
 * Every failure of the /api by its code: the one list. A service throws one by its code
 * (`HttpError.of('reservation.slotUnavailable')`), the answer carries the code beside the
 * message, and a page shows it in the user's language by the code (the platform's
 * `error.<code>` messages). A new failure is one line here and its two translations there.
 * A code is `<domain>.<key>` of the messages object the words come from (`field.<key>` for words
 * several forms share), the generic ones (GENERIC_ERRORS) have no domain; no two codes have the
 * same words, so the words of a form's message name its code.
 */
export const API_ERRORS = {
  ...GENERIC_ERRORS,

  // Words several forms share (the booking's guest, the profile, the contact form): one code each.
  'field.nameRequired': field(CONTACT_MESSAGES.name),
  'field.phoneRequired': field(A.phone),
  'field.addressRequired': field(A.address),
  'field.postalCodeRequired': field(A.postalCode),
  'field.invalidEmail': field(A.invalidEmail),

  // The booking form's fields (spec section 5), as a 400's errors[] and the form name them.
  'reservation.serviceType': field(R.serviceType),
  'reservation.locationId': field(R.locationId),
  'reservation.scheduledDate': field(R.scheduledDate),
  'reservation.scheduledTime': field(R.scheduledTime),
  'reservation.registrationNumber': field(R.registrationNumber),
  'reservation.vehicleModel': field(R.vehicleModel),
  'reservation.tireSize': field(R.tireSize),
  'reservation.guestContactRequired': field(R.guestContactRequired),
  'reservation.guestEmailRequired': field(R.guestEmailRequired),
  'reservation.additionalServices': field(R.additionalServices),
  // A booking, a move or an admin's action refused.
  'reservation.slotUnavailable': conflict(R.slotUnavailable),
  'reservation.slotInPast': unprocessable(R.slotInPast),
  'reservation.slotOutsideHours': unprocessable(R.slotOutsideHours),
  'reservation.locationNotFound': notFound(R.locationNotFound),
  'reservation.reservationNotFound': notFound(R.reservationNotFound),
  'reservation.idempotencyConflict': conflict(R.idempotencyConflict),
  'reservation.tooManyUnpaidHolds': tooMany(R.tooManyUnpaidHolds),
  'reservation.transitionNotAllowed': conflict(R.transitionNotAllowed),
  'reservation.alreadyCancelled': conflict(R.alreadyCancelled),
  'reservation.alreadyCompleted': conflict(R.alreadyCompleted),
  'reservation.confirmNeedsPayment': conflict(R.confirmNeedsPayment),
  'reservation.notStartedYet': conflict(R.notStartedYet),
  'availability.dayClosed': unprocessable(AVAILABILITY_MESSAGES.dayClosed),
  'availability.beyondHorizon': unprocessable(AVAILABILITY_MESSAGES.beyondHorizon),
  'availability.rangeTooLong': field(AVAILABILITY_MESSAGES.rangeTooLong),
  'availability.rangeReversed': field(AVAILABILITY_MESSAGES.rangeReversed),
  'update.tooLate': conflict(UPDATE_RESERVATION_MESSAGES.tooLate),
  'update.newStartTooSoon': conflict(UPDATE_RESERVATION_MESSAGES.newStartTooSoon),
  'update.notUpcoming': conflict(UPDATE_RESERVATION_MESSAGES.notUpcoming),
  'manage.linkNotValid': notFound(MANAGE_BOOKING_MESSAGES.linkNotValid),
  'emailAccess.linkNotValid': notFound(EMAIL_ACCESS_MESSAGES.linkNotValid),
  'waitlist.windowOrder': field(WAITLIST_MESSAGES.windowOrder),
  'waitlist.windowOutsideHours': unprocessable(WAITLIST_MESSAGES.windowOutsideHours),
  'waitlist.windowInPast': unprocessable(WAITLIST_MESSAGES.windowInPast),
  'waitlist.timesFree': conflict(WAITLIST_MESSAGES.timesFree),
  'waitlist.alreadyWaiting': conflict(WAITLIST_MESSAGES.alreadyWaiting),
  'waitlist.tooManyEntries': tooMany(WAITLIST_MESSAGES.tooManyEntries),
  'waitlist.emailRequired': field(WAITLIST_MESSAGES.emailRequired),
  'waitlist.offerNotValid': notFound(WAITLIST_MESSAGES.offerNotValid),
  'waitlist.leaveLinkNotValid': notFound(WAITLIST_MESSAGES.leaveLinkNotValid),
  'rush.nothingExtra': field(RUSH_MESSAGES.nothingExtra),
  'rush.hoursOrder': field(RUSH_MESSAGES.hoursOrder),
  'rush.halfHour': field(RUSH_MESSAGES.halfHour),
  'rush.windowOrder': field(RUSH_MESSAGES.windowOrder),
  'rush.windowTooLong': field(RUSH_MESSAGES.windowTooLong),
  'rush.seasonNotFound': notFound(RUSH_MESSAGES.seasonNotFound),
  'rush.dayOutsideWindow': field(RUSH_MESSAGES.dayOutsideWindow),
  'rush.invitationNotValid': notFound(RUSH_MESSAGES.invitationNotValid),
  // The tire hotel (issue 27): the intake form's fields, the set's movements, its season change.
  'reservation.tireSetId': field(R.tireSetId),
  'tireHotel.trackingCode': field(TH.trackingCode),
  'tireHotel.licensePlate': field(TH.licensePlate),
  'tireHotel.brand': field(TH.brand),
  'tireHotel.model': field(TH.model),
  'tireHotel.tireSize': field(TH.tireSize),
  'tireHotel.tireType': field(TH.tireType),
  'tireHotel.onRims': field(TH.onRims),
  'tireHotel.dotWeek': field(TH.dotWeek),
  'tireHotel.dotYear': field(TH.dotYear),
  'tireHotel.treadDepth': field(TH.treadDepth),
  'tireHotel.shelfLocation': field(TH.shelfLocation),
  'tireHotel.labelNumber': field(TH.labelNumber),
  'tireHotel.bookingNotFound': notFound(TH.bookingNotFound),
  'tireHotel.setNotFound': notFound(TH.setNotFound),
  'tireHotel.labelTaken': conflict(TH.labelTaken),
  'tireHotel.notStored': conflict(TH.notStored),
  'tireHotel.notOut': conflict(TH.notOut),
  'tireHotel.storageEnded': conflict(TH.storageEnded),
  'tireHotel.tooEarly': unprocessable(TH.tooEarly),
  'tireHotel.signInForStoredSet': answeredWith(401)(TH.signInForStoredSet),
  'tireHotel.storageAlreadyAgreed': conflict(TH.storageAlreadyAgreed),

  // Sign-in, sign-up and the profile.
  'auth.invalidCode': field(A.invalidCode),
  'auth.invalidOrExpiredCode': { status: 400, message: A.invalidOrExpiredCode },
  'auth.sendFailed': unavailable(A.sendFailed),
  'auth.signInLocked': tooMany(A.signInLocked),
  'auth.firstName': field(A.firstName),
  'auth.lastName': field(A.lastName),
  'auth.registrationNumber': field(A.registrationNumber),
  'auth.vehicleModel': field(A.vehicleModel),
  'auth.tireSize': field(A.tireSize),
  /** 403 of an admin call to someone signed in who is not an administrator. */
  'admin.forbidden': forbidden(ADMIN_MESSAGES.forbidden),

  // The shop: an order, its limits and its lifecycle.
  'order.emptyCart': field(O.emptyCart),
  'order.unknownLocation': field(O.unknownLocation),
  'order.totalMismatch': conflict(O.totalMismatch),
  /** Its message names the product (outOfStockMessage); the body carries productId and available. */
  'order.outOfStock': conflict(O.outOfStock),
  'order.productNotFound': conflict(O.productNotFound),
  'order.idempotencyConflict': conflict(O.idempotencyConflict),
  'order.locationsUnavailable': unavailable(O.locationsUnavailable),
  'order.illegalTransition': conflict(O.illegalTransition),
  'orderLimit.tooManyPendingOrders': tooMany(ORDER_LIMIT_MESSAGES.tooManyPendingOrders),
  'orderLimit.tooManyTiresHeld': tooMany(ORDER_LIMIT_MESSAGES.tooManyTiresHeld),
  'payment.alreadyPaid': conflict(P.alreadyPaid),
  'payment.orderAlreadyPaid': conflict(P.orderAlreadyPaid),
  'payment.reservationCancelled': conflict(P.reservationCancelled),
  'payment.orderCancelled': conflict(P.orderCancelled),
  'payment.paymentNotFound': notFound(P.paymentNotFound),
  'payment.orderNotFound': notFound(P.orderNotFound),
  'payment.clientSecretMismatch': forbidden(P.clientSecretMismatch),
  'payment.localProviderOff': notFound(P.localProviderOff),
  'fitting.tooEarly': field(ORDER_FITTING_MESSAGES.tooEarly),
  'fitting.notFittable': conflict(ORDER_FITTING_MESSAGES.notFittable),
  'fitting.belongsToOrder': conflict(ORDER_FITTING_MESSAGES.belongsToOrder),
  'fitting.fixedWithOrder': conflict(ORDER_FITTING_MESSAGES.fixedWithOrder),

  // The customer's own data.
  'privacy.confirm': field(ERASE_MY_DATA_MESSAGES.confirm),
  'privacy.adminAccount': conflict(ERASE_MY_DATA_MESSAGES.adminAccount),

  // The contact form's fields.
  'contact.email': field(CONTACT_MESSAGES.email),
  'contact.message': field(CONTACT_MESSAGES.message),

  // The input rules' fixed messages (the ones naming a field are read by inputMessageParts).
  'input.postalCode': field(INPUT_MESSAGES.postalCode),
  'input.phone': field(INPUT_MESSAGES.phone),
  'input.date': field(INPUT_MESSAGES.date),
  'input.time': field(INPUT_MESSAGES.time),
  'input.id': field(INPUT_MESSAGES.id),
} as const satisfies Record<string, ApiErrorDefinition>;

export type ErrorCode = keyof typeof API_ERRORS;
export const ERROR_CODES = Object.keys(API_ERRORS) as ErrorCode[];

const codeByMessage = new Map<string, ErrorCode>(ERROR_CODES.map((code) => [API_ERRORS[code].message, code]));

/**
 * The code of a contract message: a form's zod issue has only its words, and a 400's errors[]
 * item gets its code from them. Undefined for words the list does not have (an input rule that
 * names its field, a registry operator's message).
 */
export const errorCodeOf = (message: string | undefined): ErrorCode | undefined => (message === undefined ? undefined : codeByMessage.get(message));

export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && Object.hasOwn(API_ERRORS, code);
