import { centsToEuroText, type Reservation, type TrackedReservation } from '@tire/contracts';
import type { Reservation as ReservationRow } from '../generated/prisma/client.js';
import { holdExpiresAt } from './payment-hold.js';

const calendarDate = (date: Date) => date.toISOString().slice(0, 10);
const holdEnd = (row: ReservationRow) => holdExpiresAt(row)?.toISOString() ?? null;

/** A stored reservation as its owner sees it (the contract's reservationSchema). */
export function toReservation(row: ReservationRow): Reservation {
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
    holdExpiresAt: holdEnd(row),
  };
}

/** What anyone holding the tracking code may see: no name, contact, address or vehicle. */
export function toTrackedReservation(row: ReservationRow, locationName?: string): TrackedReservation {
  return {
    trackingCode: row.trackingCode,
    status: row.status,
    scheduledDate: calendarDate(row.scheduledDate),
    scheduledTime: row.scheduledTime,
    locationId: row.locationId,
    serviceType: row.serviceType as TrackedReservation['serviceType'],
    totalPrice: centsToEuroText(row.totalCents),
    notes: row.notes,
    paymentStatus: row.paymentStatus,
    ...(locationName ? { locationName } : {}),
    holdExpiresAt: holdEnd(row),
  };
}
