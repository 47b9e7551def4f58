import { createLogger } from '@tire/service-kit';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { anonymiseExpiredReservations, retentionCutoff } from '../src/domain/retention.js';
import { guestBooking, NOW } from './support/test-app.js';
import { useTestService } from './support/use-test-service.js';

// The clock stands at 2 March 2026: with six years kept after the end of the appointment's year,
// bookings of 2019 and before are past the bookkeeping period; those of 2020 are kept until the
// end of 2026.
const logger = createLogger('reservations-test');
logger.level = 'silent';

const service = useTestService();

const PERSONAL = `user_id, guest_name, guest_email, contact_email, guest_phone, guest_address, guest_apartment, guest_postal_code,
  registration_number, notes, client_key`;

/** A completed booking of `date` with every personal field filled, and its history. */
async function pastBooking(date: string, tag: string, userId: string | null = null) {
  const { rows } = await service.db.pool.query<{ id: number }>(
    `INSERT INTO reservations.reservations (tracking_code, service_type, location_id, scheduled_date, scheduled_time, starts_at, bay, user_id,
       registration_number, vehicle_model, tire_size, guest_name, guest_email, contact_email, guest_phone, guest_address, guest_apartment,
       guest_postal_code, total_cents, status, payment_status, notes, client_key, created_at)
     VALUES ($1, 'tire_change', $2, $3::date, '10:00', ($3::date + time '10:00') AT TIME ZONE 'Europe/Helsinki', 1, $4, 'ABC-123', 'Volvo V70',
       '205/55R16', 'Maija Meikäläinen', $5, $5, '+358401234567', 'Esimerkkikatu 1', 'A 2', '00100', 3500, 'completed', 'paid',
       'Vanteet autossa', '192.0.2.10', $3::date - 7)
     RETURNING id`,
    [`TIRE-${tag}`, service.helsinki, date, userId, `${tag.toLowerCase()}@example.fi`],
  );
  const id = rows[0]!.id;
  await service.db.pool.query(
    `INSERT INTO reservations.reservation_events (reservation_id, type, from_status, to_status, actor_type, actor_id, actor_email, source, at)
     VALUES ($1, 'created', NULL, 'pending', $2, $3, $4, 'web', $5::date - 7),
            ($1, 'completed', 'in_progress', 'completed', 'admin', 'admin-1', 'admin@rengaspalvelu.example', 'admin', $5::date)`,
    [id, userId ? 'customer' : 'guest', userId, `${tag.toLowerCase()}@example.fi`, date],
  );
  return id;
}

const row = async (id: number) =>
  (
    await service.db.pool.query(
      `SELECT ${PERSONAL}, tracking_code, total_cents, status, scheduled_date, anonymised_at FROM reservations.reservations WHERE id = $1`,
      [id],
    )
  ).rows[0];
const history = async (id: number) =>
  (
    await service.db.pool.query(`SELECT type, actor_type, actor_id, actor_email FROM reservations.reservation_events WHERE reservation_id = $1 ORDER BY id`, [
      id,
    ])
  ).rows;

describe('the retention job', () => {
  it('keeps six years after the end of the appointment’s year', () => {
    expect(retentionCutoff(NOW)).toBe('2020-01-01');
    expect(retentionCutoff(new Date('2026-12-31T21:59:00Z'))).toBe('2020-01-01');
    // New Year in Helsinki (22:00 UTC on 31 December): one more year is past.
    expect(retentionCutoff(new Date('2026-12-31T22:00:00Z'))).toBe('2021-01-01');
    expect(retentionCutoff(NOW, 10)).toBe('2016-01-01');
  });

  it('anonymises only the bookings past the bookkeeping period, their customer’s part of the history too, and keeps the bookkeeping', async () => {
    const old = await pastBooking('2018-06-01', 'OLD001', 'user-old');
    const lastDayPast = await pastBooking('2019-12-31', 'OLD002');
    const firstDayKept = await pastBooking('2020-01-01', 'KEPT01');
    const recent = await pastBooking('2025-11-20', 'KEPT02', 'user-recent');
    const upcoming = await request(service.app).post('/api/reservations').send(guestBooking(service.helsinki));
    expect(upcoming.status).toBe(201);
    const keptBefore = await Promise.all([firstDayKept, recent, upcoming.body.id as number].map(row));

    const anonymised = await anonymiseExpiredReservations({ pool: service.db.pool, now: () => NOW, logger });

    expect(anonymised).toBe(2);
    for (const id of [old, lastDayPast]) {
      const after = await row(id);
      expect(after).toMatchObject({
        user_id: null,
        guest_name: null,
        guest_email: null,
        contact_email: null,
        guest_phone: null,
        guest_address: null,
        guest_apartment: null,
        guest_postal_code: null,
        registration_number: '',
        notes: null,
        client_key: null,
        // What the bookkeeping needs stays.
        tracking_code: id === old ? 'TIRE-OLD001' : 'TIRE-OLD002',
        total_cents: 3500,
        status: 'completed',
      });
      expect(after.anonymised_at).toEqual(NOW);
      expect(await history(id)).toEqual([
        { type: 'created', actor_type: id === old ? 'customer' : 'guest', actor_id: null, actor_email: null },
        // Staff stay named in the history.
        { type: 'completed', actor_type: 'admin', actor_id: 'admin-1', actor_email: 'admin@rengaspalvelu.example' },
      ]);
    }
    expect(await Promise.all([firstDayKept, recent, upcoming.body.id as number].map(row))).toEqual(keptBefore);
    expect((await history(recent))[0]).toMatchObject({ actor_id: 'user-recent', actor_email: 'kept02@example.fi' });
    // The admin's search finds the anonymised ones no more by e-mail or plate.
    const search = await request(service.app)
      .get('/api/admin/reservations?q=old001%40example')
      .set({ 'x-user-id': 'admin-1', 'x-user-email': 'admin@rengaspalvelu.example', 'x-user-admin': 'true' });
    expect(search.body).toEqual([]);

    // A second run finds nothing left to do.
    expect(await anonymiseExpiredReservations({ pool: service.db.pool, now: () => NOW, logger })).toBe(0);
  });

  it('works in batches, skips rows another transaction holds, and takes them on a later run', async () => {
    const ids = [];
    for (let day = 1; day <= 7; day++) ids.push(await pastBooking(`2015-03-0${day}`, `BATCH${day}`));
    const holder = await service.db.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM reservations.reservations WHERE id = $1 FOR UPDATE', [ids[0]]);

      // Batches of 2: six rows in three batches, the held one skipped (never waited for).
      const started = Date.now();
      expect(await anonymiseExpiredReservations({ pool: service.db.pool, now: () => NOW, logger, batchSize: 2 })).toBe(6);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect((await row(ids[0]!)).anonymised_at).toBeNull();
      await holder.query('COMMIT');
    } finally {
      holder.release();
    }
    expect(await anonymiseExpiredReservations({ pool: service.db.pool, now: () => NOW, logger, batchSize: 2 })).toBe(1);
    expect((await row(ids[0]!)).anonymised_at).toEqual(NOW);
  });
});
