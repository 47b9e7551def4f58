import { TIRE_STORAGE_PRICE_CENTS } from '../tire-hotel/tire-rules.js';

/**
 * The price tables of spec section 9, in cents. The server computes every total from these;
 * the browser uses the same tables only to show a live estimate.
 */
export const SERVICE_PRICES_CENTS = {
  tire_change: 3500,
  tire_repair_1: 4500,
  tire_install_1: 3500,
  tire_install_2: 4500,
  tire_install_3: 6750,
  tire_install_4: 8500,
  // A booking fee for the mechanic's call-out; the work itself is quoted on site.
  call_mechanic: 50,
} as const;

export const EXTRA_PRICES_CENTS = {
  van_suv_charge: 500,
  tire_bags: 500,
  retightening: 1000,
  // The tire hotel (issue 27): the off-season set stored for the booking day's storage season,
  // a standing agreement per vehicle and season (tire-rules.ts names the price).
  tire_storage: TIRE_STORAGE_PRICE_CENTS,
} as const;

export type ServiceType = keyof typeof SERVICE_PRICES_CENTS;
export type ExtraService = keyof typeof EXTRA_PRICES_CENTS;

export const SERVICE_TYPES = Object.keys(SERVICE_PRICES_CENTS) as [ServiceType, ...ServiceType[]];
export const EXTRA_SERVICES = Object.keys(EXTRA_PRICES_CENTS) as [ExtraService, ...ExtraService[]];
export const DEFAULT_SERVICE_TYPE: ServiceType = 'tire_change';

/** Finnish VAT (ALV), included in every price: of the tables here and of the shop's tires. */
export const VAT_RATE = 0.255;

/**
 * The VAT inside a gross amount, in whole cents (total × 25.5 / 125.5, rounded), and the net
 * price, which is the rest: net + VAT is always exactly the total. The one split for the checkout,
 * the receipts and every other place that shows the VAT.
 */
export function vatSplit(grossCents: number, rate: number = VAT_RATE): { netCents: number; vatCents: number } {
  const vatCents = Math.round((grossCents * rate) / (1 + rate));
  return { netCents: grossCents - vatCents, vatCents };
}

/** Total = service price plus the chosen extras (each counted once). */
export function reservationTotalCents(serviceType: ServiceType, extras: readonly ExtraService[]): number {
  const unique = [...new Set(extras)];
  return unique.reduce<number>((sum, extra) => sum + EXTRA_PRICES_CENTS[extra], SERVICE_PRICES_CENTS[serviceType]);
}
