import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';

/** The headers the booking page sends with its calls: the BFF's CSRF check, and the e-mails' language. */
export const BOOKING_CALL_HEADERS = { 'X-Requested-With': 'tire-platform', 'Accept-Language': 'en' };

/** A location's id by its name, from the list the booking page reads. */
export async function locationIdOf(request: APIRequestContext, name: string): Promise<number> {
  const locations = (await (await request.get('/api/service-locations')).json()) as { id: number; name: string }[];
  return locations.find((location) => location.name === name)!.id;
}

/** The free start times of a location's day, as the booking page's time picker gets them. */
export async function freeTimesOf(request: APIRequestContext, locationId: number, date: string): Promise<string[]> {
  return (await (await request.get(`/api/available-slots?locationId=${locationId}&date=${date}`)).json()) as string[];
}

/** What a test books: the place and time, and the form's vehicle and contact fields (a guest also gives guestName, guestEmail and guestPhone, a season change its tireSetId). */
export interface ApiBooking {
  locationId: number;
  date: string;
  time: string;
  details: Record<string, string | number>;
  /** The language the booking's e-mails are written in (English unless said). */
  language?: 'fi' | 'en';
}

/** Sends a booking as the booking page would, over the API, without extras: the answer as it came, for a test that expects a refusal. */
export function postBooking(request: APIRequestContext, { locationId, date, time, details, language = 'en' }: ApiBooking) {
  return request.post('/api/reservations', {
    headers: { ...BOOKING_CALL_HEADERS, 'Accept-Language': language },
    data: { serviceType: 'tire_change', locationId, scheduledDate: date, scheduledTime: time, additionalServices: '[]', ...details },
  });
}

/** Books as the booking page would (postBooking); the booking must be made (201). */
export async function bookByApi(request: APIRequestContext, booking: ApiBooking) {
  const booked = await postBooking(request, booking);
  expect(booked.status(), await booked.text()).toBe(201);
  return (await booked.json()) as { id: number; trackingCode: string };
}
