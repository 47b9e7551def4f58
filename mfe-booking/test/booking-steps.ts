import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { renderPage } from './render-page.js';

/**
 * What a customer does on the booking pages' forms, the same on the booking, waitlist, move and
 * fitting pages: one copy, so that every test types the same details and picks days the same way.
 */
export type User = ReturnType<typeof renderPage>['user'];

/** The calendar's cell of one day (yyyy-MM-dd). */
export const day = (date: string) => screen.getByRole('grid').querySelector<HTMLElement>(`[data-date="${date}"]`)!;

/** Waits until the day is free at the chosen location, then chooses it. */
export async function chooseFreeDay(user: User, date: string) {
  await waitFor(() => expect(day(date)).toHaveAttribute('data-kind', 'free'));
  await user.click(day(date));
}

/** Chooses the free start time (e.g. '17:00') once the day's times have loaded. */
export async function chooseTime(user: User, time: string) {
  await user.click(await screen.findByRole('radio', { name: new RegExp(`^${time}`) }));
}

/** The vehicle and the address of the booking form, in English. */
export async function fillVehicleAndAddress(user: User) {
  await user.type(screen.getByLabelText(/^Vehicle registration number/), 'ABC-123');
  await user.type(screen.getByLabelText(/^Vehicle model/), 'Skoda Octavia');
  await user.type(screen.getByLabelText(/^Tire size/), '205/55 R16');
  await user.type(screen.getByLabelText(/^Address/), 'Ratatie 1');
  await user.type(screen.getByLabelText(/^Postal code/), '01300');
}

/** A guest's name, e-mail and phone on the booking form, in English. */
export async function fillGuestContact(user: User) {
  await user.type(screen.getByLabelText(/^Name/), 'Maija Virtanen');
  await user.type(screen.getByLabelText(/^Email/), 'maija@example.fi');
  await user.type(screen.getByLabelText(/^Phone number/), '0401234567');
}
