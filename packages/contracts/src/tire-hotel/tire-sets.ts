import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { callsOn, listCall } from '../common/call-families.js';
import { boundedText, hasControlCharacters, idParamsSchema, idSchema, isoDateSchema, optionalBoundedText, TEXT_LIMITS as L } from '../common/primitives.js';
import { API_PATHS } from '../paths.js';
import { STORED_TIRE_TYPES, WHEEL_POSITIONS } from './tire-rules.js';

/**
 * The tire hotel's record (issue 27, part 2): staff record a set at intake, take it out for a
 * change and put it back; the customer sees their sets under "My tires" (part 3).
 */
export const TIRE_HOTEL_MESSAGES = {
  trackingCode: 'Enter the tracking code of the booking the set came in with',
  licensePlate: 'Enter the vehicle’s registration number',
  brand: 'Enter the tire brand',
  model: 'Enter the tire model',
  tireSize: 'Enter the tire size as on the sidewall, e.g. 205/55 R16',
  tireType: 'Choose summer, winter or studded',
  onRims: 'Choose whether the tires are on rims',
  dotWeek: 'The DOT week is a number from 1 to 53',
  dotYear: 'The DOT year is a four-digit year, not in the future',
  treadDepth: 'Tread depth is millimetres from 0.0 to 20.0, with at most one decimal',
  shelfLocation: 'Enter the shelf where the set is stored',
  labelNumber: 'Enter the label number',
  bookingNotFound: 'No booking has this tracking code',
  setNotFound: 'No stored set found',
  labelTaken: 'This label number is already on a set in this location',
  notStored: 'The set is not in storage',
  notOut: 'The set has not been taken out',
  storageEnded: 'The storage of this set has already ended',
  tooEarly: 'A stored set must be fetched from the warehouse first: choose a later day',
  signInForStoredSet: 'Sign in to book the change of your stored set',
  storageAlreadyAgreed: 'This vehicle already has tire storage for this season',
} as const;
const M = TIRE_HOTEL_MESSAGES;

/** Tread in millimetres, one decimal, 0.0–20.0 (a new winter tire has about 10 mm). */
export const TREAD_MAX_MM = 20;
export const treadDepthSchema = z.coerce
  .number({ error: M.treadDepth })
  .min(0, M.treadDepth)
  .max(TREAD_MAX_MM, M.treadDepth)
  .refine((mm) => Number.isInteger(Math.round(mm * 1000) / 100), M.treadDepth);

/**
 * A tire size as on the sidewall: width/aspect ratio, construction R (or ZR), rim diameter —
 * "205/55 R16", "225/45ZR17", "195/65r15". Written back in the one spelling "205/55 R16".
 */
export const TIRE_SIZE_PATTERN = /^(\d{3})\s*\/\s*(\d{2})\s*(Z?R)\s*(\d{2}(?:\.\d)?)$/i;
export const normalizeTireSize = (text: string) => {
  const match = TIRE_SIZE_PATTERN.exec(text.trim());
  return match ? `${match[1]}/${match[2]} ${match[3]!.toUpperCase()}${match[4]}` : null;
};
export const tireSizeSchema = z
  .string({ error: M.tireSize })
  .max(L.tireSize, M.tireSize)
  .transform((text, ctx) => {
    const size = normalizeTireSize(text);
    if (!size) {
      ctx.addIssue({ code: 'custom', message: M.tireSize });
      return z.NEVER;
    }
    return size;
  });

/** A plate in the one spelling compared: upper case, without spaces or dashes ("ABC-123" is "ABC123"). */
export const normalizeLicensePlate = (plate: string) => plate.toUpperCase().replace(/[\s-]+/g, '');

export const treadByWheelSchema = z.object(
  Object.fromEntries(WHEEL_POSITIONS.map((position) => [position, treadDepthSchema])) as Record<(typeof WHEEL_POSITIONS)[number], typeof treadDepthSchema>,
);

/** The intake form (admin). The booking's tracking code names the customer, the location and the agreement. */
export const recordTireSetIntakeBodySchema = z.object({
  trackingCode: boundedText({ label: 'Tracking code', max: L.trackingCode }, M.trackingCode).transform((code) => code.toUpperCase()),
  licensePlate: boundedText({ label: 'Registration number', max: L.plate }, M.licensePlate),
  brand: boundedText({ label: 'Brand', max: 60 }, M.brand),
  model: boundedText({ label: 'Model', max: 60 }, M.model),
  tireSize: tireSizeSchema,
  tireType: z.enum(STORED_TIRE_TYPES, { error: M.tireType }),
  dotWeek: z.coerce.number({ error: M.dotWeek }).int(M.dotWeek).min(1, M.dotWeek).max(53, M.dotWeek),
  dotYear: z.coerce.number({ error: M.dotYear }).int(M.dotYear).min(1990, M.dotYear).max(2100, M.dotYear),
  onRims: z.boolean({ error: M.onRims }),
  treadMm: treadByWheelSchema,
  notes: optionalBoundedText({ label: 'Notes', max: 1000, multiline: true }),
  shelfLocation: boundedText({ label: 'Shelf', max: 40 }, M.shelfLocation),
  labelNumber: boundedText({ label: 'Label number', max: 40 }, M.labelNumber),
});
export type RecordTireSetIntakeBody = z.input<typeof recordTireSetIntakeBodySchema>;
export type RecordTireSetIntakeInput = z.output<typeof recordTireSetIntakeBodySchema>;

export const TIRE_SET_STATUSES = ['stored', 'out', 'ended'] as const;
export type TireSetStatus = (typeof TIRE_SET_STATUSES)[number];

/** The storage agreement of a set: per vehicle and storage season (storageSeasonOf). */
export const storageAgreementSchema = z.object({
  id: z.number().int(),
  seasonId: z.string(),
  /** The last day of the season it covers, yyyy-MM-dd: it renews then with the next change booked with storage, or ends. */
  seasonEndsOn: z.string(),
  priceCents: z.number().int(),
  renews: z.boolean(),
});
export type StorageAgreement = z.infer<typeof storageAgreementSchema>;

const treadLightSchema = z.enum(['red', 'amber', 'green']);

/** One stored set as staff and its owner see it. */
export const tireSetSchema = z.object({
  id: z.number().int(),
  locationId: z.number().int(),
  locationName: z.string(),
  licensePlate: z.string(),
  brand: z.string(),
  model: z.string(),
  tireSize: z.string(),
  tireType: z.enum(STORED_TIRE_TYPES),
  dotWeek: z.number().int(),
  dotYear: z.number().int(),
  /** Whole years since the DOT week (the tires' age). */
  ageYears: z.number().int(),
  onRims: z.boolean(),
  /** Per wheel position in WHEEL_POSITIONS' order, with its light (treadLight). */
  treads: z.array(z.object({ position: z.enum(WHEEL_POSITIONS), mm: z.number(), light: treadLightSchema })),
  /** The set's light: its most worn tire's (setTreadLight). */
  light: treadLightSchema,
  notes: z.string().nullable(),
  shelfLocation: z.string(),
  labelNumber: z.string(),
  status: z.enum(TIRE_SET_STATUSES),
  storedAt: z.string(),
  takenOutAt: z.string().nullable(),
  agreement: storageAgreementSchema.nullable(),
  /** The next change booked for the set (not cancelled, not past): its day and tracking code. */
  nextChange: z.object({ trackingCode: z.string(), scheduledDate: z.string(), scheduledTime: z.string() }).nullable(),
});
export type TireSet = z.infer<typeof tireSetSchema>;

export const recordTireSetIntake = defineCall({
  method: 'POST',
  path: API_PATHS.recordTireSetIntake,
  body: recordTireSetIntakeBodySchema,
  response: tireSetSchema,
});

/** Staff's search of stored sets: by plate or label number, within a location. */
export const listAdminTireSetsQuerySchema = z.object({
  // Refuses control characters (a NUL is no plate, and PostgreSQL's text cannot hold one).
  q: z
    .string()
    .trim()
    .max(40)
    .refine((value) => !hasControlCharacters(value), 'Remove control characters')
    .optional(),
  locationId: idSchema.optional(),
});
export const listAdminTireSets = listCall(
  API_PATHS.listAdminTireSets,
  { query: listAdminTireSetsQuerySchema },
  tireSetSchema.extend({ email: z.string().nullable() }),
);

/** Out-take (the set leaves the shelf for a change) and return (back on a shelf): who and when go to the audit trail. */
export const tireSetMovementBodySchema = z.object({
  /** The booking it happens at (the change); without it the intake booking's history records it. */
  trackingCode: optionalBoundedText({ label: 'Tracking code', max: L.trackingCode }),
  /** A return may put the set on another shelf. */
  shelfLocation: optionalBoundedText({ label: 'Shelf', max: 40 }),
});
/** A stored set's moves and its storage's end: each names the set by its id and answers it as it is afterwards. */
const tireSetCall = callsOn({ params: idParamsSchema, response: tireSetSchema });
export const takeOutTireSet = tireSetCall('POST', API_PATHS.takeOutTireSet, tireSetMovementBodySchema);
export const returnTireSet = tireSetCall('POST', API_PATHS.returnTireSet, tireSetMovementBodySchema);

/** The day's sets to fetch from storage at one location: the bookings that name a stored set. */
export const tireSetPickListQuerySchema = z.object({ locationId: idSchema, date: isoDateSchema });
export const tireSetPickListItemSchema = z.object({
  scheduledTime: z.string(),
  trackingCode: z.string(),
  reservationStatus: z.string(),
  set: tireSetSchema,
});
export type TireSetPickListItem = z.infer<typeof tireSetPickListItemSchema>;
export const getTireSetPickList = listCall(API_PATHS.getTireSetPickList, { query: tireSetPickListQuerySchema }, tireSetPickListItemSchema);

/** "My tires": the signed-in customer's sets in storage or out for the season, newest first. */
export const listMyTireSets = defineCall({ method: 'GET', path: API_PATHS.listMyTireSets, response: z.array(tireSetSchema) });

/** The customer (or staff) ends the storage: it does not renew and ends with its season. */
export const endTireStorage = tireSetCall('POST', API_PATHS.endTireStorage);
/** Staff end a set's storage (the customer asked at the counter or by phone). */
export const adminEndTireStorage = tireSetCall('POST', API_PATHS.adminEndTireStorage);
