import type { ReservationFormValues } from './form-values.js';

export const FORM_ID = 'reservation-form';
export const DATE_ID = 'booking-date';
export const TIME_ID = 'booking-time';

/** The fields in the order the form shows them: an invalid submit focuses the first one with an error. */
export const FIELD_ORDER = [
  'serviceType',
  'locationId',
  'scheduledDate',
  'scheduledTime',
  'registrationNumber',
  'vehicleModel',
  'tireSize',
  'additionalServices',
  'guestName',
  'guestEmail',
  'guestPhone',
  'guestAddress',
  'guestApartment',
  'guestPostalCode',
] as const satisfies readonly (keyof ReservationFormValues)[];

/** The calendar's one focusable day (its grid keeps a single day in the tab order). */
export const calendarFocusDay = (root: ParentNode) => root.querySelector<HTMLElement>(`#${DATE_ID} [role="gridcell"][tabindex="0"]`);

/**
 * The element to focus for a field: the calendar's focusable day, the first time (or the times'
 * group while it has none), else the control of that name.
 */
export function focusTarget(form: HTMLFormElement, name: (typeof FIELD_ORDER)[number]): HTMLElement | null {
  if (name === 'scheduledDate') return calendarFocusDay(form);
  if (name === 'scheduledTime') return form.querySelector<HTMLElement>(`#${TIME_ID} input[type="radio"]`) ?? form.querySelector<HTMLElement>(`#${TIME_ID}`);
  const control = form.elements.namedItem(name);
  if (control instanceof RadioNodeList) return control[0] instanceof HTMLElement ? control[0] : null;
  return control instanceof HTMLElement ? control : null;
}
