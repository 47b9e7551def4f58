import { RUSH_MESSAGES, seasonInvitationSchema } from '@tire/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { guestBooking } from './support/test-app.js';
import { useTestService } from './support/use-test-service.js';

// The tests' clock: Monday 2 March 2026, 10:00 in Helsinki. Helsinki has two bays, weekdays 16-20.
const ADMIN = { 'x-user-id': 'admin-1', 'x-user-email': 'admin@rengaspalvelu.example', 'x-user-admin': 'true' };
const WINDOW = { startsOn: '2026-03-09', endsOn: '2026-03-20' };

const service = useTestService();

let label = 0;
/** A set on the hotel's shelf, as the intake records it (the other engineer's table). */
async function storeSet(email: string | null, { locationId = service.helsinki, status = 'stored', storedAt = '2025-10-01T10:00:00Z', language = 'fi' } = {}) {
  label += 1;
  await service.db.pool.query(
    `INSERT INTO reservations.tire_sets (location_id, email, language, license_plate, brand, model, tire_size, tire_type, dot_week, dot_year,
       on_rims, tread_mm, shelf_location, label_number, status, stored_at)
     VALUES ($1, $2, $3, $4, 'Nokian', 'Hakkapeliitta R5', '205/55 R16', 'winter', 12, 2023, true, '{"frontLeft": 6}', 'A-1', $5, $6, $7)`,
    [locationId, email, language, `ABC-${label}`, `L-${label}`, status, storedAt],
  );
}

const createSeason = (body: Record<string, unknown> = {}) =>
  request(service.app)
    .post('/api/admin/season-windows')
    .set(ADMIN)
    .send({ name: 'Syksy 2026', locationId: service.helsinki, ...WINDOW, ...body });
const sendBatch = (seasonId: number, batchSize: number, suggestedDate = '2026-03-10') =>
  request(service.app).post(`/api/admin/season-windows/${seasonId}/invitations`).set(ADMIN).send({ batchSize, suggestedDate });
const invitations = async () =>
  (await service.db.pool.query(`SELECT payload FROM reservations.outbox WHERE type = 'season.invitation' ORDER BY id`)).rows.map(
    (row) => row.payload as { email: string; invitationToken: string; language: string; suggestedDate: string },
  );
const forecast = async (seasonId: number) => (await request(service.app).get(`/api/admin/season-windows/${seasonId}/forecast`).set(ADMIN)).body;

describe('invitations in batches', () => {
  it('invites the hotel customers of the season’s location in batches, each customer once, oldest stored first', async () => {
    await storeSet('first@example.fi', { storedAt: '2025-09-01T10:00:00Z' });
    await storeSet('second@example.fi', { storedAt: '2025-09-02T10:00:00Z', language: 'en' });
    // Two sets, one customer: invited once.
    await storeSet('Third@Example.fi', { storedAt: '2025-09-03T10:00:00Z' });
    await storeSet('third@example.fi', { storedAt: '2025-09-04T10:00:00Z' });
    await storeSet('fourth@example.fi', { storedAt: '2025-09-05T10:00:00Z' });
    // Not hotel customers of this season: a set that left, one at another location, one without an address.
    await storeSet('ended@example.fi', { status: 'ended' });
    await storeSet('vantaa@example.fi', { locationId: service.vantaa });
    await storeSet(null);

    const season = (await createSeason()).body;
    expect(season).toMatchObject({ name: 'Syksy 2026', locationId: service.helsinki, ...WINDOW, invited: 0, notYetInvited: 4, batches: 0 });

    expect((await sendBatch(season.id, 2)).body).toEqual({ batch: 1, sent: 2, notYetInvited: 2 });
    expect((await invitations()).map((mail) => [mail.email, mail.language])).toEqual([
      ['first@example.fi', 'fi'],
      ['second@example.fi', 'en'],
    ]);
    expect((await sendBatch(season.id, 10, '2026-03-12')).body).toEqual({ batch: 2, sent: 2, notYetInvited: 0 });
    expect((await sendBatch(season.id, 10)).body).toEqual({ batch: 2, sent: 0, notYetInvited: 0 });

    const emails = (await invitations()).map((mail) => mail.email);
    expect(emails).toEqual(['first@example.fi', 'second@example.fi', 'third@example.fi', 'fourth@example.fi']);
    // Every token is different and kept only as a digest.
    const tokens = (await invitations()).map((mail) => mail.invitationToken);
    expect(new Set(tokens).size).toBe(4);
    const stored = await service.db.pool.query(`SELECT encode(token_hash, 'hex') AS hash FROM reservations.season_invitations`);
    expect(stored.rows.every((row) => !tokens.includes(row.hash))).toBe(true);
  });

  it('never invites a customer twice when two batches are sent at the same moment', async () => {
    for (let i = 0; i < 6; i++) await storeSet(`customer${i}@example.fi`);
    const season = (await createSeason()).body;
    const both = await Promise.all([sendBatch(season.id, 4), sendBatch(season.id, 4)]);
    expect(both.map((answer) => answer.body.sent).sort()).toEqual([2, 4]);
    const emails = (await invitations()).map((mail) => mail.email);
    expect(new Set(emails).size).toBe(6);
    expect(emails).toHaveLength(6);
  });

  it('leaves out a customer who already booked a day of the window, and invites across locations for a season of all', async () => {
    await storeSet('booked@example.fi');
    await storeSet('vantaa@example.fi', { locationId: service.vantaa });
    await request(service.app)
      .post('/api/reservations')
      .send(guestBooking(service.helsinki, { scheduledDate: '2026-03-10', scheduledTime: '16:00', guestEmail: 'booked@example.fi' }));
    const season = (await createSeason({ locationId: null })).body;
    expect(season.notYetInvited).toBe(1);
    await sendBatch(season.id, 5);
    expect((await invitations()).map((mail) => mail.email)).toEqual(['vantaa@example.fi']);
  });

  it('refuses a batch day outside the window and an unknown season', async () => {
    const season = (await createSeason()).body;
    const outside = await sendBatch(season.id, 5, '2026-03-21');
    expect(outside.status).toBe(400);
    expect(outside.body.errors).toEqual([expect.objectContaining({ path: 'suggestedDate', message: RUSH_MESSAGES.dayOutsideWindow })]);
    expect((await sendBatch(99999, 5)).status).toBe(404);
    expect(
      (await request(service.app).post(`/api/admin/season-windows/${season.id}/invitations`).set(ADMIN).send({ batchSize: 0, suggestedDate: '2026-03-10' }))
        .status,
    ).toBe(400);
  });

  it('are the admin’s alone', async () => {
    const customer = { 'x-user-id': 'c-1', 'x-user-email': 'maija@example.fi' };
    expect(
      (
        await request(service.app)
          .post('/api/admin/season-windows')
          .set(customer)
          .send({ name: 'x', ...WINDOW })
      ).status,
    ).toBe(403);
    expect((await request(service.app).get('/api/admin/season-windows')).status).toBe(401);
  });
});

/** One customer's set on the shelf, a season, and its first batch sent for 9 March: the invitation e-mail she got. */
async function invitationTo(email: string) {
  await storeSet(email);
  const season = (await createSeason()).body;
  await sendBatch(season.id, 1, '2026-03-09');
  const [mail] = await invitations();
  return mail!;
}

describe('an invitation’s link', () => {
  it('opens the customer’s season-change pre-fill without an account; anything else is the neutral 404', async () => {
    const mail = await invitationTo('first@example.fi');

    const answer = await request(service.app).get(`/api/season-invitations/${mail.invitationToken}`);
    expect(answer.status).toBe(200);
    const invitation = seasonInvitationSchema.parse(answer.body);
    expect(invitation).toMatchObject({
      guestEmail: 'first@example.fi',
      startsOn: WINDOW.startsOn,
      endsOn: WINDOW.endsOn,
      prefill: { locationId: service.helsinki, licensePlate: expect.stringMatching(/^ABC-/), tireSize: '205/55 R16', serviceType: 'tire_change', onRims: true },
    });
    // The fetch lead time: three working days after Monday 2 March is Thursday 5 March; the window starts later.
    expect(invitation.prefill.earliestDate).toBe('2026-03-09');
    expect(invitation.suggestedDate).toBe('2026-03-09');

    expect((await request(service.app).get(`/api/season-invitations/${'x'.repeat(43)}`)).status).toBe(404);
    expect((await request(service.app).get('/api/season-invitations/short')).status).toBe(404);
    await service.db.pool.query(`UPDATE reservations.tire_sets SET status = 'out'`);
    expect((await request(service.app).get(`/api/season-invitations/${mail.invitationToken}`)).status).toBe(404);
  });
});

describe('a booking made through an invitation', () => {
  it('is linked to the invited stored set (the pick list) for a guest, and refused before the fetch lead time or with any other token', async () => {
    const mail = await invitationTo('first@example.fi');
    const book = (overrides: Record<string, unknown>) =>
      request(service.app)
        .post('/api/reservations')
        .send(guestBooking(service.helsinki, { guestEmail: 'first@example.fi', invitationToken: mail.invitationToken, ...overrides }));

    // Wednesday 4 March: the warehouse needs three working days from Monday 2 March to fetch the set.
    const tooEarly = await book({ scheduledDate: '2026-03-03T22:00:00.000Z', scheduledTime: '16:00' });
    expect(tooEarly.status).toBe(422);
    expect((await book({ invitationToken: 'x'.repeat(43) })).status).toBe(404);
    expect((await book({ invitationToken: 'short' })).status).toBe(400);

    const booked = await book({});
    expect(booked.status).toBe(201);
    const { rows } = await service.db.pool.query(
      `SELECT s.label_number FROM reservations.reservations r JOIN reservations.tire_sets s ON s.id = r.tire_set_id WHERE r.id = $1`,
      [booked.body.id],
    );
    expect(rows).toEqual([{ label_number: expect.stringMatching(/^L-/) }]);
  });
});

describe('the forecast load per day', () => {
  it('shows each day’s capacity (a rush day’s extra included), bookings, unpaid holds and invited customers not booked yet', async () => {
    await storeSet('first@example.fi');
    await storeSet('second@example.fi');
    const season = (await createSeason()).body;
    await sendBatch(season.id, 2, '2026-03-10');
    await request(service.app).put('/api/admin/rush-days').set(ADMIN).send({ locationId: service.helsinki, date: '2026-03-10', extraBays: 2 });

    const before = (await forecast(season.id)).days;
    expect(before).toHaveLength(12);
    const tuesday = () => before.find((day: { date: string }) => day.date === '2026-03-10');
    // 16:00-19:30: eight slots, two bays and two extra.
    expect(tuesday()).toEqual({ date: '2026-03-10', locationId: service.helsinki, capacity: 32, booked: 0, held: 0, invitedNotBooked: 2, extraBays: 2 });
    expect(before.find((day: { date: string }) => day.date === '2026-03-11')).toMatchObject({ capacity: 16, invitedNotBooked: 0 });

    // One invited customer books (an unpaid hold until paid).
    await request(service.app)
      .post('/api/reservations')
      .send(guestBooking(service.helsinki, { scheduledDate: '2026-03-10', scheduledTime: '16:00', guestEmail: 'first@example.fi' }));
    const after = (await forecast(season.id)).days.find((day: { date: string }) => day.date === '2026-03-10');
    expect(after).toMatchObject({ booked: 0, held: 1, invitedNotBooked: 1 });
    await service.db.pool.query(`UPDATE reservations.reservations SET payment_status = 'paid'`);
    expect((await forecast(season.id)).days.find((day: { date: string }) => day.date === '2026-03-10')).toMatchObject({ booked: 1, held: 0 });
  });
});
