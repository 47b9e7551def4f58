import {
  centsToEuroText,
  EXTRA_PRICES_CENTS,
  EXTRA_SERVICES,
  freeChangeUntil,
  SERVICE_PRICES_CENTS,
  type ExtraService,
  type Reservation,
  type ServiceType,
  type TrackedReservation,
} from '@tire/contracts';
import type { Prisma } from '../data-access/database.js';
import type { Reservation as ReservationRow } from '../generated/prisma/client.js';
import { holdExpiresAt } from './payment-hold.js';
import { customerMayChange, stageOf } from './reservation-lifecycle.js';

/** A stored reservation with its location's name and address (every view names the place). */
export type ReservationWithLocation = ReservationRow & { location: { name: string; address: string } };

/** Include this in every Prisma read that feeds a view. */
export const withLocation = { location: { select: { name: true, address: true } } } as const;

const calendarDate = (date: Date) => date.toISOString().slice(0, 10);
const holdEnd = (row: ReservationRow, holdMinutes: number) => holdExpiresAt(row, holdMinutes)?.toISOString() ?? null;

/** What the lifecycle says about a reservation: every view (owner, admin, tracking) carries it. */
function lifecycleView(row: ReservationWithLocation, now: Date) {
  const extras = EXTRA_SERVICES.filter((id) => row.additionalServices.includes(id)).map((id: ExtraService) => ({
    id,
    price: centsToEuroText(EXTRA_PRICES_CENTS[id]),
  }));
  return {
    stage: stageOf(row),
    // Only on a no-show: every other answer stays as it was.
    ...(row.noShowAt ? { noShow: true } : {}),
    cancellationReason: (row.cancellationReason as Reservation['cancellationReason']) ?? null,
    refundStatus: (row.refundStatus as Reservation['refundStatus']) ?? null,
    refundAmount: row.refundCents === null ? null : centsToEuroText(row.refundCents),
    extras,
    servicePrice: centsToEuroText(SERVICE_PRICES_CENTS[row.serviceType as ServiceType] ?? 0),
    freeChangeUntil: freeChangeUntil(row.startsAt, row.serviceType).toISOString(),
    customerCanChange: customerMayChange(row, now),
    locationName: row.location.name,
    locationAddress: row.location.address,
    // Only once the customer answered a reminder's "I'm coming": every other answer stays as it was.
    ...(row.customerConfirmedAt ? { customerConfirmedAt: row.customerConfirmedAt.toISOString() } : {}),
  };
}

/**
 * A stored reservation as its owner (or an admin) sees it (the contract's reservationSchema), at
 * `now`, with an unpaid hold lasting `holdMinutes` (the service's RESERVATION_HOLD_MINUTES).
 */
export function toReservation(row: ReservationWithLocation, now: Date, holdMinutes: number): Reservation {
  return {
    id: row.id,
    trackingCode: row.trackingCode,
    serviceType: row.serviceType as Reservation['serviceType'],
    locationId: row.locationId,
    scheduledDate: calendarDate(row.scheduledDate),
    scheduledTime: row.scheduledTime,
    startsAt: row.startsAt.toISOString(),
    registrationNumber: row.registrationNumber,
    vehicleBrand: row.registrationNumber,
    vehicleModel: row.vehicleModel,
    tireSize: row.tireSize,
    guestName: row.guestName,
    guestEmail: row.guestEmail,
    guestPhone: row.guestPhone,
    guestAddress: row.guestAddress,
    guestApartment: row.guestApartment,
    guestPostalCode: row.guestPostalCode,
    additionalServices: JSON.stringify(row.additionalServices),
    totalPrice: centsToEuroText(row.totalCents),
    status: row.status,
    paymentStatus: row.paymentStatus,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    holdExpiresAt: holdEnd(row, holdMinutes),
    bay: row.bay,
    contactEmail: row.contactEmail ?? row.guestEmail,
    orderId: row.orderId,
    ...lifecycleView(row, now),
  };
}

/**
 * What anyone holding the tracking code may see: no name, contact, address or vehicle, and no
 * notes (free text a customer may have written anything into). The spec's `notes` field stays,
 * always null here; the owner and the admin see the notes.
 */
export function toTrackedReservation(row: ReservationWithLocation, now: Date, holdMinutes: number): TrackedReservation {
  return {
    trackingCode: row.trackingCode,
    status: row.status,
    scheduledDate: calendarDate(row.scheduledDate),
    scheduledTime: row.scheduledTime,
    locationId: row.locationId,
    serviceType: row.serviceType as TrackedReservation['serviceType'],
    totalPrice: centsToEuroText(row.totalCents),
    notes: null,
    paymentStatus: row.paymentStatus,
    holdExpiresAt: holdEnd(row, holdMinutes),
    ...lifecycleView(row, now),
  };
}

/** One reservation as its owner sees it, read after a change. */
export async function findReservationView(prisma: Prisma, id: number, now: Date, holdMinutes: number): Promise<Reservation> {
  return toReservation(await prisma.reservation.findUniqueOrThrow({ where: { id }, include: withLocation }), now, holdMinutes);
}
