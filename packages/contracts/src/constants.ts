/** Business constants of spec section 9 that are not prices. */
export const TIME_ZONE = 'Europe/Helsinki';
/** Here, not beside the schemas: the browser's first load shows statuses without loading zod. */
export const RESERVATION_STATUSES = ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled'] as const;
export const SLOT_MINUTES = 30;
/**
 * How long an unpaid booking keeps its slot, and an unpaid order its tires, unless the service's
 * settings say otherwise (RESERVATION_HOLD_MINUTES, ORDER_HOLD_MINUTES); the mocks hold as long.
 */
export const DEFAULT_HOLD_MINUTES = 30;
export const LANGUAGES = ['fi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fi';
export const LANGUAGE_STORAGE_KEY = 'language';
export const REDIRECT_DELAYS_MS = {
  reservationToCheckout: 1500,
  signupToDashboard: 1500,
  profileSaved: 1000,
  loginRequired: 500,
} as const;
export const TOAST = { durationMs: 5000, swipeThresholdPx: 50, limit: 1, hotkey: 'F8', removeDelayMs: 1_000_000 } as const;
export const DASHBOARD_LIST_LIMIT = 5;
export const ADMIN_DATE_CHOICES = 7;
export const CHANGE_NOTICE_HOURS = 24;
/** Who sells: printed on every receipt (Finnish receipts name the seller and its business id). */
export const BUSINESS = {
  name: 'Rengaspalvelu Oy',
  streetAddress: 'Mannerheimintie 100',
  postalCode: '00250',
  city: 'Helsinki',
  /** Y-tunnus. */
  businessId: '1234567-8',
  email: 'info@rengaspalvelu.example',
  phone: '+358 9 123 4567',
} as const;
