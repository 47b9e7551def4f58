import { BOOKKEEPING_YEARS_KEPT, personalDataPartSchema } from '@tire/contracts';
import { startServiceForTest, type ServiceForTest } from '@tire/service-kit/testing/start-service-for-test';
import type pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_SCHEMA } from '../src/config.js';
import { createPool } from '../src/data-access/database.js';
import { createNotificationsService } from '../src/notifications-service.js';
import { expectInBothBodies } from './support/mail-reading.js';
import { useMailingService } from './support/mailing-service.js';
import { TEST_DATABASE_URL } from './support/test-database.js';
import { silentLogger, testNotificationsConfig } from './support/test-notifications.js';

// A customer's own data in the notifications service: their contact messages and the log of the
// e-mails sent to them (in their download, erased with them), and the last e-mail, which says what
// went and what the law keeps.
const notifications = useMailingService();
let pool: pg.Pool;
let service: ServiceForTest;
beforeAll(() => {
  pool = createPool(TEST_DATABASE_URL);
  service = startServiceForTest(createNotificationsService, { service: 'notifications', config: testNotificationsConfig(), db: pool, logger: silentLogger() });
});
afterAll(() => service.close());

const address = (tag: string) => `maija.${tag}.${Date.now()}@example.fi`;
const as = (email: string, userId?: string) => ({ 'x-user-email': email, ...(userId ? { 'x-user-id': userId } : {}) });
const rowsNaming = async (email: string) => {
  const tables = ['contact_messages', 'outbox', 'sent_emails'];
  const counts = await Promise.all(
    tables.map(
      async (table) => (await pool.query(`SELECT count(*)::int AS n FROM "${DB_SCHEMA}"."${table}" t WHERE strpos(lower(t::text), $1) > 0`, [email])).rows[0].n,
    ),
  );
  return Object.fromEntries(tables.map((table, i) => [table, counts[i]]));
};

describe('a customer’s own data in the notifications service', () => {
  it('lists the e-mails sent to them and their contact messages, and erases both, leaving others alone', async () => {
    const email = address('export');
    const other = address('other');
    await notifications.sender('sign-in.locked', { language: 'fi' }).deliver({ email }, `locked-${Date.now()}`);
    await notifications.sender('sign-in.locked', { language: 'en' }).deliver({ email: other }, `locked-other-${Date.now()}`);
    await expect.poll(async () => (await rowsNaming(email)).sent_emails).toBe(1);
    await request(service.app)
      .post('/api/contact')
      .set({ 'x-user-id': 'user-maija' })
      .send({ name: 'Maija Meikäläinen', email, phone: '040 123 4567', message: 'Onko teillä talvirenkaita 16 tuuman vanteille?' })
      .expect(201);

    const exported = personalDataPartSchema.parse((await request(service.app).get('/internal/personal-data').set(as(email, 'user-maija')).expect(200)).body);
    expect(exported.records.emailsSent).toEqual([expect.objectContaining({ recipient: email, type: 'sign-in.locked', language: 'fi' })]);
    expect(exported.records.contactMessages).toEqual([expect.objectContaining({ name: 'Maija Meikäläinen', phone: '040 123 4567' })]);

    const erased = await request(service.app).post('/internal/personal-data/erase').set(as(email, 'user-maija')).expect(200);
    expect(erased.body.erased).toBe(3);
    expect(await rowsNaming(email)).toEqual({ contact_messages: 0, outbox: 0, sent_emails: 0 });
    expect((await rowsNaming(other)).sent_emails).toBe(1);
    expect((await request(service.app).post('/internal/personal-data/erase').set(as(email, 'user-maija'))).body).toEqual({ erased: 0 });
  });

  it('queues the last e-mail to the verified address, which the erasure leaves to go out', async () => {
    const email = address('notice');
    const queued = await request(service.app)
      .post('/internal/personal-data/erasure-notice')
      .set(as(email, 'user-maija'))
      .send({ name: 'Maija', language: 'en', bookingsCancelled: ['TIRE-7KQ2MX'], ordersCancelled: ['12'], refundCents: 4500 });
    expect(queued.body).toEqual({ queued: true });
    await request(service.app).post('/internal/personal-data/erase').set(as(email, 'user-maija')).expect(200);
    const { rows } = await pool.query(`SELECT payload FROM "${DB_SCHEMA}".outbox WHERE type = 'privacy.erased' AND payload->>'recipient' = $1`, [email]);
    expect(rows[0].payload).toMatchObject({ recipient: email, recipientName: 'Maija', language: 'en', keptYears: BOOKKEEPING_YEARS_KEPT, refundCents: 4500 });
    // Nobody else's address is taken from a body.
    expect(
      (await request(service.app).post('/internal/personal-data/erasure-notice').send({ bookingsCancelled: [], ordersCancelled: [], refundCents: 0 })).status,
    ).toBe(401);
  });
});

describe('the last e-mail', () => {
  const notice = notifications.sender('privacy.erased', {
    recipientName: 'Maija Meikäläinen',
    bookingsCancelled: ['TIRE-7KQ2MX'],
    ordersCancelled: ['12'],
    refundCents: 4500,
    keptYears: 6,
  });
  const deliver = async (overrides: Record<string, unknown>, jobId: string) => {
    await notice(overrides, jobId);
    return notifications.mailTo(String(overrides.recipient));
  };

  it('tells a Finnish customer what was deleted, what was cancelled and refunded, and what the Accounting Act keeps for six years', async () => {
    const recipient = address('fi');
    const mail = await deliver({ recipient, language: 'fi' }, `erased-fi-${Date.now()}`);
    expect(mail.subject).toBe('Tietosi ja tilisi on poistettu');
    expectInBothBodies(mail, [
      'Hei Maija Meikäläinen,',
      'nimesi, yhteystietosi, osoitteesi ja rekisterinumerosi on poistettu',
      'Perutut tulevat varaukset: TIRE-7KQ2MX',
      'Perutut avoimet tilaukset: #12',
      /45,00\s€ palautetaan kokonaan kortille/,
      'Kirjanpitolaki velvoittaa meidät säilyttämään kirjanpitoaineiston 6 vuotta',
      'kuitit, summat ja arvonlisävero',
    ]);
    // Not in the sent log: that would bring the address back.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await rowsNaming(recipient)).sent_emails).toBe(0);
  });

  it('tells an English customer in English, and says nothing of refunds or cancellations when there were none', async () => {
    const recipient = address('en');
    const mail = await deliver({ recipient, language: 'en', bookingsCancelled: [], ordersCancelled: [], refundCents: 0 }, `erased-en-${Date.now()}`);
    expect(mail.subject).toBe('Your data and account have been deleted');
    expectInBothBodies(mail, [
      'your name, contact details, addresses and registration plates are gone',
      'The Finnish Accounting Act requires us to keep our bookkeeping records for 6 years',
      'the receipts, amounts and VAT of your bookings and orders stay',
    ]);
    expect(mail.text).not.toMatch(/refunded|cancelled/);
  });

  it('tells a guest without an account (the "my bookings" link) of their data only, in both languages', async () => {
    for (const [language, subject, said] of [
      ['en', 'Your data has been deleted', 'we have deleted your personal data'],
      ['fi', 'Tietosi on poistettu', 'olemme poistaneet henkilötietosi'],
    ] as const) {
      const recipient = address(`guest-${language}`);
      const mail = await deliver({ recipient, language, recipientName: null, hadAccount: false }, `erased-guest-${language}-${Date.now()}`);
      expect(mail.subject).toBe(subject);
      expectInBothBodies(mail, [said, 'TIRE-7KQ2MX']);
      expect(mail.text).not.toMatch(/account and|tilisi ja/);
    }
  });
});
