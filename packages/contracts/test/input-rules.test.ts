import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AUTH_MESSAGES,
  confirmLocalPaymentBodySchema,
  contactBodySchema,
  CONTACT_MESSAGES,
  createReservationBodySchema,
  createReservationPaymentBodySchema,
  hasControlCharacters,
  INPUT_MESSAGES,
  inputMessageParts,
  isCalendarDate,
  isoDateSchema,
  moveReservationBodySchema,
  profileBodySchema,
  RESERVATION_MESSAGES,
  sendCodeBodySchema,
  signupBodySchema,
  toValidationError,
  trackingCodeParamsSchema,
  verifyPayment,
  idParamsSchema,
  availableSlotsQuerySchema,
  createTireOrderBodySchema,
  createPaymentIntentBodySchema,
} from '../src/index.js';
import { bookingServiceAndVehicle } from './support/booking-body.js';

const reservation = {
  ...bookingServiceAndVehicle,
  guestName: 'Matti Meikäläinen',
  guestEmail: 'matti@example.fi',
  guestPhone: '040 123 4567',
  guestAddress: 'Mannerheimintie 1',
  guestApartment: 'A 1',
  guestPostalCode: '00100',
  additionalServices: '[]',
  notes: 'Winter tires in the trunk.\nPlease call first.',
};
const profile = {
  firstName: 'Aino',
  lastName: 'Asiakas',
  phone: '+358 40 123 4567',
  address: 'Katu 2',
  apartment: 'B 12',
  postalCode: '00200',
  registrationNumber: 'ABC-123',
  vehicleModel: 'Volvo V60',
  tireSize: '225/45 R17',
};
const contact = { name: 'Aino', email: 'aino@example.fi', phone: '040 123 4567', message: 'Hello, I have a question.' };
const payment = { paymentIntentId: 'pi_local_1', clientSecret: 'pi_local_1_secret_x', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

/** Every text field of the calls with a body, with a valid body and the field's maximum length. */
const TEXT_FIELDS: { call: string; schema: z.ZodType; valid: Record<string, unknown>; fields: Record<string, number> }[] = [
  {
    call: 'POST /api/reservations',
    schema: createReservationBodySchema,
    valid: reservation,
    fields: {
      registrationNumber: 20,
      vehicleModel: 100,
      tireSize: 20,
      guestName: 100,
      guestAddress: 200,
      guestApartment: 50,
      notes: 2000,
    },
  },
  {
    call: 'POST /api/profile/complete',
    schema: profileBodySchema,
    valid: profile,
    fields: { firstName: 100, lastName: 100, address: 200, apartment: 50, registrationNumber: 20, vehicleModel: 100, tireSize: 20 },
  },
  {
    call: 'POST /api/auth/signup',
    schema: signupBodySchema,
    valid: { ...profile, email: 'new@example.fi' },
    fields: { firstName: 100, lastName: 100, address: 200, apartment: 50, registrationNumber: 20, vehicleModel: 100, tireSize: 20 },
  },
  { call: 'POST /api/contact', schema: contactBodySchema, valid: contact, fields: { name: 100, message: 2000 } },
  {
    call: 'POST /api/payments/local/confirm',
    schema: confirmLocalPaymentBodySchema,
    valid: payment,
    fields: { paymentIntentId: 255, clientSecret: 255, cardNumber: 30, expiry: 10, cvc: 10 },
  },
  {
    call: 'POST /api/create-reservation-payment',
    schema: createReservationPaymentBodySchema,
    valid: { trackingCode: 'TIRE-ABCDEF' },
    fields: { trackingCode: 20 },
  },
];

/** Every text field of every call, formats included (e-mail, phone, postal code). */
const ALL_TEXT_FIELDS: { call: string; schema: z.ZodType; valid: Record<string, unknown>; field: string }[] = [
  ...TEXT_FIELDS.flatMap(({ call, schema, valid, fields }) => Object.keys(fields).map((field) => ({ call, schema, valid, field }))),
  ...['guestEmail', 'guestPhone', 'guestPostalCode', 'scheduledDate', 'scheduledTime'].map((field) => ({
    call: 'POST /api/reservations',
    schema: createReservationBodySchema as z.ZodType,
    valid: reservation,
    field,
  })),
  ...['phone', 'postalCode'].map((field) => ({ call: 'POST /api/profile/complete', schema: profileBodySchema as z.ZodType, valid: profile, field })),
  ...['email', 'phone'].map((field) => ({ call: 'POST /api/contact', schema: contactBodySchema as z.ZodType, valid: contact, field })),
  { call: 'POST /api/auth/send-code', schema: sendCodeBodySchema, valid: { email: 'a@example.fi' }, field: 'email' },
  { call: 'POST /api/auth/signup', schema: signupBodySchema, valid: { ...profile, email: 'a@example.fi' }, field: 'email' },
  { call: 'GET /api/reservations/track/:code', schema: trackingCodeParamsSchema, valid: { code: 'TIRE-ABCDEF' }, field: 'code' },
  { call: 'GET /api/verify-payment/:paymentIntentId', schema: verifyPayment.params!, valid: { paymentIntentId: 'pi_1' }, field: 'paymentIntentId' },
  {
    call: 'PATCH /api/reservations/:id',
    schema: moveReservationBodySchema,
    valid: { scheduledDate: '2030-06-03', scheduledTime: '17:00' },
    field: 'scheduledDate',
  },
  { call: 'GET /api/available-slots', schema: availableSlotsQuerySchema, valid: { locationId: '1', date: '2030-06-03' }, field: 'date' },
];

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  // The field and its words (each item's code is checked in error-codes.test.ts).
  return result.success ? [] : toValidationError(result.error).errors!.map(({ path, message }) => ({ path, message }));
};

/**
 * Puts `inserted` inside a valid body's field (after its first two characters) and expects the
 * body refused with that field, and only that field, named. `label` tells a failure apart.
 */
function expectRefusedInside({ schema, valid, field }: { schema: z.ZodType; valid: Record<string, unknown>; field: string }, inserted: string, label?: string) {
  const value = String(valid[field] ?? 'x');
  const issues = issuesOf(schema, { ...valid, [field]: `${value.slice(0, 2)}${inserted}${value.slice(2)}` });
  expect(issues.length, label).toBeGreaterThan(0);
  expect(
    issues.every((issue) => issue.path === field),
    JSON.stringify(issues),
  ).toBe(true);
}

describe('the input rules of the contracts', () => {
  it('accepts the valid bodies the tests below start from', () => {
    for (const { call, schema, valid } of TEXT_FIELDS) expect(issuesOf(schema, valid), call).toEqual([]);
    expect(issuesOf(contactBodySchema, contact)).toEqual([]);
  });

  describe.each(TEXT_FIELDS)('$call', ({ schema, valid, fields }) => {
    it.each(Object.entries(fields))('%s: refuses one character over its maximum (%i), naming the field', (field, max) => {
      const atMax = field === 'notes' || field === 'message' ? `${'a'.repeat(max - 1)}.` : 'a'.repeat(max);
      expect(issuesOf(schema, { ...valid, [field]: atMax })).toEqual([]);
      const issues = issuesOf(schema, { ...valid, [field]: 'a'.repeat(max + 1) });
      expect(issues).toHaveLength(1);
      expect(issues[0]!.path).toBe(field);
      expect(issues[0]!.message).toMatch(new RegExp(`must be at most ${max} characters$`));
    });

    it.each(Object.keys(fields))('%s: refuses a 100 KB value', (field) => {
      expect(issuesOf(schema, { ...valid, [field]: 'x'.repeat(100_000) }).map((issue) => issue.path)).toContain(field);
    });
  });

  it.each(ALL_TEXT_FIELDS)('$call $field: half a surrogate pair is refused with the field named (PostgreSQL refuses it in JSON: once a 500)', (entry) => {
    expectRefusedInside(entry, '\ud83d');
    // A whole pair (an emoji) is a character like any other where the field allows it.
    expect(hasControlCharacters('Hei \ud83d\ude97', true)).toBe(false);
  });

  it.each(ALL_TEXT_FIELDS)('$call $field: a NUL character is refused with the field named', (entry) => {
    expectRefusedInside(entry, '\u0000');
  });

  /** The format-rule fields (e-mail, phone, postal code, dates) refuse these by their format; the others by the new rule. */
  const SINGLE_LINE_FIELDS = ALL_TEXT_FIELDS.filter(({ field }) => field !== 'notes' && field !== 'message');
  it.each(
    SINGLE_LINE_FIELDS.flatMap((entry) =>
      ['\u202e', '\u200b', '\u200d', '\u2060', '\ufeff', '\u2066'].map((character) => ({
        ...entry,
        character: `U+${character.codePointAt(0)!.toString(16).toUpperCase()}`,
      })),
    ),
  )('$call $field: a format character ($character) inside is refused with the field named', (entry) => {
    const hidden = String.fromCodePoint(parseInt(entry.character.slice(2), 16));
    expectRefusedInside(entry, hidden, `${entry.field} took ${entry.character}`);
  });

  it('says which field holds an invisible formatting character, in a message of its own', () => {
    expect(issuesOf(createReservationBodySchema, { ...reservation, registrationNumber: 'SEC-\u202e321' })).toEqual([
      { path: 'registrationNumber', message: 'Registration number must not contain invisible formatting characters' },
    ]);
    expect(issuesOf(profileBodySchema, { ...profile, lastName: 'Asi\u200bakas' })).toEqual([
      { path: 'lastName', message: INPUT_MESSAGES.formatCharacters('Last name') },
    ]);
    expect(issuesOf(trackingCodeParamsSchema, { code: 'TIRE-\u2060ABCDEF' })).toEqual([
      { path: 'code', message: INPUT_MESSAGES.formatCharacters('Tracking code') },
    ]);
    expect(inputMessageParts(INPUT_MESSAGES.formatCharacters('Registration number'))).toEqual({ rule: 'formatCharacters', label: 'Registration number' });
  });

  it('keeps format characters in multi-line notes and messages (emoji sequences join with U+200D)', () => {
    expect(issuesOf(createReservationBodySchema, { ...reservation, notes: 'Family car 👨\u200d👩\u200d👧' })).toEqual([]);
    expect(issuesOf(contactBodySchema, { ...contact, message: 'Hello 👩\u200d🔧, a question.' })).toEqual([]);
  });

  it('names the field in the message of a control character', () => {
    expect(issuesOf(createReservationBodySchema, { ...reservation, guestName: 'Matti\u0000' })).toEqual([
      { path: 'guestName', message: 'Name must not contain control characters' },
    ]);
    expect(issuesOf(contactBodySchema, { ...contact, name: 'An\u001bna' })).toEqual([{ path: 'name', message: 'Name must not contain control characters' }]);
    expect(issuesOf(profileBodySchema, { ...profile, address: 'Katu\u00071' })).toEqual([
      { path: 'address', message: 'Address must not contain control characters' },
    ]);
    expect(issuesOf(trackingCodeParamsSchema, { code: '\u0000' })).toEqual([{ path: 'code', message: 'Tracking code must not contain control characters' }]);
  });

  it('reads a rule message back into its parts (for the pages’ translations)', () => {
    expect(inputMessageParts(INPUT_MESSAGES.tooLong('Guest name', 100))).toEqual({ rule: 'tooLong', label: 'Guest name', max: 100 });
    expect(inputMessageParts(INPUT_MESSAGES.controlCharacters('Notes'))).toEqual({ rule: 'controlCharacters', label: 'Notes' });
    expect(inputMessageParts(RESERVATION_MESSAGES.guestAddress)).toBeUndefined();
  });

  it('allows line breaks and tabs in notes and messages only', () => {
    expect(issuesOf(createReservationBodySchema, { ...reservation, notes: 'one\r\ntwo\tthree' })).toEqual([]);
    expect(issuesOf(contactBodySchema, { ...contact, message: 'Hello there,\n\tgeneral Kenobi' })).toEqual([]);
    expect(issuesOf(createReservationBodySchema, { ...reservation, notes: 'bell\u0007' })[0]?.path).toBe('notes');
    expect(issuesOf(createReservationBodySchema, { ...reservation, guestName: 'Matti\nMeikäläinen' })[0]?.path).toBe('guestName');
    expect(issuesOf(createReservationBodySchema, { ...reservation, notes: 'delete\u007f' })[0]?.path).toBe('notes');
  });

  it('keeps unicode text: letters of any script and emoji are not control characters', () => {
    expect(issuesOf(createReservationBodySchema, { ...reservation, guestName: 'Åsa Öberg-Ääri 李 😀', notes: 'Ünïcödé ✓' })).toEqual([]);
  });

  it('keeps the optional fields optional and their empty values allowed', () => {
    const bare = { ...reservation, guestName: '', guestEmail: '', guestPhone: '', guestApartment: '', notes: '' };
    const parsed = createReservationBodySchema.parse(bare);
    expect([parsed.guestName, parsed.guestEmail, parsed.guestPhone, parsed.guestApartment, parsed.notes]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    const nulls = { ...reservation, guestName: null, guestEmail: null, guestPhone: null, guestApartment: null, notes: null };
    expect(issuesOf(createReservationBodySchema, nulls)).toEqual([]);
    const { guestName: _n, guestEmail: _e, guestPhone: _p, guestApartment: _a, notes: _o, ...without } = reservation;
    expect(issuesOf(createReservationBodySchema, without)).toEqual([]);
    expect(issuesOf(profileBodySchema, { ...profile, apartment: '' })).toEqual([]);
    expect(issuesOf(profileBodySchema, { ...profile, apartment: undefined })).toEqual([]);
  });

  it('keeps the spec’s messages for missing required fields', () => {
    expect(issuesOf(profileBodySchema, { ...profile, firstName: '  ', phone: '', postalCode: '' })).toEqual([
      { path: 'firstName', message: AUTH_MESSAGES.firstName },
      { path: 'phone', message: AUTH_MESSAGES.phone },
      { path: 'postalCode', message: AUTH_MESSAGES.postalCode },
      { path: 'postalCode', message: INPUT_MESSAGES.postalCode },
    ]);
    expect(issuesOf(contactBodySchema, { name: 'A', email: 'x', phone: '123', message: 'short' })).toEqual([
      { path: 'name', message: CONTACT_MESSAGES.name },
      { path: 'email', message: CONTACT_MESSAGES.email },
      { path: 'phone', message: CONTACT_MESSAGES.phone },
      { path: 'message', message: CONTACT_MESSAGES.message },
    ]);
    expect(issuesOf(createReservationBodySchema, { ...reservation, guestPostalCode: undefined })).toEqual([
      { path: 'guestPostalCode', message: RESERVATION_MESSAGES.guestPostalCode },
    ]);
  });

  describe('postal codes', () => {
    it.each(['00100', '99999', ' 02100 '])('accepts %j', (postalCode) => {
      expect(issuesOf(profileBodySchema, { ...profile, postalCode })).toEqual([]);
      expect(issuesOf(createReservationBodySchema, { ...reservation, guestPostalCode: postalCode })).toEqual([]);
    });
    it.each(['ABCDE', '0010', '001000', '00 100', '0010a', '１２３４５'])('refuses %j: exactly five digits', (postalCode) => {
      expect(issuesOf(profileBodySchema, { ...profile, postalCode })).toEqual([{ path: 'postalCode', message: INPUT_MESSAGES.postalCode }]);
      expect(issuesOf(createReservationBodySchema, { ...reservation, guestPostalCode: postalCode })).toEqual([
        { path: 'guestPostalCode', message: INPUT_MESSAGES.postalCode },
      ]);
    });
  });

  describe('phone numbers', () => {
    it.each(['0401234567', '040 123 4567', '+358 40 123 4567', '+358 (0)9 123-4567', '12345', '+1 234 567 890 123 456 78'])('accepts %j', (phone) => {
      expect(issuesOf(profileBodySchema, { ...profile, phone })).toEqual([]);
      expect(issuesOf(contactBodySchema, { ...contact, phone })).toEqual([]);
      expect(issuesOf(createReservationBodySchema, { ...reservation, guestPhone: phone })).toEqual([]);
    });
    it.each([
      'abc',
      'abcde',
      '040-ABC-1234',
      '1234',
      '12-34',
      '123456789012345678901',
      '040 123 4567 ext. 5',
      '040\t1234567',
      '+358 40 123 4567 0000 00000',
      '+358 (40) 123 - 4567 - 00 - 00 - 00',
    ])('refuses %j', (phone) => {
      expect(issuesOf(profileBodySchema, { ...profile, phone })[0]?.path).toBe('phone');
      expect(issuesOf(createReservationBodySchema, { ...reservation, guestPhone: phone })).toEqual([{ path: 'guestPhone', message: INPUT_MESSAGES.phone }]);
    });
    it('answers the contact form’s own message for fewer than five characters', () => {
      expect(issuesOf(contactBodySchema, { ...contact, phone: '1234' })).toEqual([{ path: 'phone', message: CONTACT_MESSAGES.phone }]);
      expect(issuesOf(contactBodySchema, { ...contact, phone: 'abcdef' })).toEqual([{ path: 'phone', message: INPUT_MESSAGES.phone }]);
    });
  });

  describe('e-mail addresses', () => {
    it('refuses one over 254 characters', () => {
      const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.fi`;
      expect(long.length).toBeGreaterThan(254);
      expect(issuesOf(sendCodeBodySchema, { email: long })).toEqual([{ path: 'email', message: AUTH_MESSAGES.invalidEmail }]);
      expect(issuesOf(createReservationBodySchema, { ...reservation, guestEmail: long })).toEqual([
        { path: 'guestEmail', message: RESERVATION_MESSAGES.guestEmail },
      ]);
    });
    it('still lower-cases sign-in addresses', () => {
      expect(sendCodeBodySchema.parse({ email: ' Aino@Example.FI ' }).email).toBe('aino@example.fi');
    });
  });

  describe('calendar dates', () => {
    it.each(['2024-02-29', '2025-12-31', '2030-06-03'])('accepts %s', (date) => {
      expect(isCalendarDate(date)).toBe(true);
      expect(isoDateSchema.safeParse(date).success).toBe(true);
    });
    it.each(['2025-02-29', '2025-02-30', '2025-04-31', '2025-13-01', '2025-00-10', '2025-01-00', '2025-1-1', '2025-01-01T00:00', ' 2025-01-01'])(
      'refuses %j',
      (date) => {
        expect(isoDateSchema.safeParse(date).error?.issues[0]?.message).toBe(INPUT_MESSAGES.date);
      },
    );
    it('refuses a day that does not exist in every call that takes a date', () => {
      expect(issuesOf(availableSlotsQuerySchema, { locationId: '1', date: '2025-02-30' })).toEqual([{ path: 'date', message: INPUT_MESSAGES.date }]);
      expect(issuesOf(createReservationBodySchema, { ...reservation, scheduledDate: '2025-02-30' })).toEqual([
        { path: 'scheduledDate', message: RESERVATION_MESSAGES.scheduledDate },
      ]);
      expect(issuesOf(createReservationBodySchema, { ...reservation, scheduledDate: '2025-02-30T10:00:00.000Z' })[0]?.path).toBe('scheduledDate');
      expect(issuesOf(moveReservationBodySchema, { scheduledDate: '2025-02-30', scheduledTime: '10:00' })[0]?.path).toBe('scheduledDate');
      expect(issuesOf(moveReservationBodySchema, { scheduledDate: `2030-06-03${'x'.repeat(1000)}`, scheduledTime: '10:00' })[0]?.path).toBe('scheduledDate');
    });
    it('still takes a booking day as an ISO instant', () => {
      expect(issuesOf(createReservationBodySchema, { ...reservation, scheduledDate: '2026-03-07T22:00:00.000Z' })).toEqual([]);
      expect(issuesOf(moveReservationBodySchema, { scheduledDate: '2026-03-07T22:00:00+02:00', scheduledTime: '10:00' })).toEqual([]);
    });
  });

  describe('ids and numbers', () => {
    it.each(['0', '-1', '1.5', 'abc', '2147483648', '1e400', '99999999999999999999'])('refuses the path id %j', (id) => {
      expect(issuesOf(idParamsSchema, { id })[0]?.path).toBe('id');
    });
    it('refuses ids beyond a database integer in bodies', () => {
      expect(issuesOf(createReservationBodySchema, { ...reservation, locationId: 2 ** 31 })[0]?.path).toBe('locationId');
      expect(issuesOf(createTireOrderBodySchema, { totalAmount: '1.00', lines: [{ productId: 2 ** 40, quantity: 1 }] })[0]?.path).toBe('lines.0.productId');
      expect(issuesOf(createPaymentIntentBodySchema, { orderId: 1e15 })[0]?.path).toBe('orderId');
    });
  });
});
