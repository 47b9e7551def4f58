import { bookingUid } from '@tire/calendar';
import { sentTo } from '@tire/service-kit/testing/smtp-catcher';
import { describe, expect, it } from 'vitest';
import { calendarOf, expectInBothBodies, expectInText } from './support/mail-reading.js';
import { useMailingService } from './support/mailing-service.js';
import { appointmentEvent, PUBLIC_URL, receiptEvent } from './support/test-notifications.js';

// Every booking e-mail keeps its promise ("change or cancel free of charge online until 24 hours
// before") with the guest's manage link: /manage-booking#token=<the token of this e-mail>.
const notifications = useMailingService();

/** A token as the reservations service mints them (43 characters of base64url). */
const token = (n: number) => `${String(n).repeat(3)}${'Tk_-'.repeat(10)}`.slice(0, 43);
const manageUrl = (n: number) => `${PUBLIC_URL}/manage-booking#token=${token(n)}`;
const send = (type: string, data: object, jobId: string) => notifications.send(type, data, jobId);

/** The link is in both bodies: the text line and the HTML button (whose href is escaped like any attribute). */
function expectManageLink(mail: { text?: string; html?: string | false }, n: number) {
  expect(mail.text).toContain(manageUrl(n));
  expect(mail.html).toContain(`href="${manageUrl(n)}"`);
}

// The booking: Saturday 7 March 2026 at 10:00 in Helsinki (08:00 UTC); free changes until Friday 6 March at 10:00.
describe('each booking e-mail carries the manage link', () => {
  it('held, awaiting payment (Finnish): the link with the deadline of free changes, as a secondary link beside "pay now"', async () => {
    await send('reservation.created', receiptEvent({ email: 'held@example.fi', manageToken: token(1) }), 'manage-held');

    const mail = await notifications.mailTo('held@example.fi');
    expectManageLink(mail, 1);
    expect(mail.text).toContain('Muuta tai peru varauksesi: ');
    expectInBothBodies(mail, ['maksutta perjantai 6. maaliskuuta 2026 klo 10:00 asti']);
    expect(mail.html).toContain('>Muuta tai peru varaus</a>');
    // Paying stays the e-mail's call to action.
    expect(mail.html).toContain(`href="${PUBLIC_URL}/checkout?tracking_code=TIRE-7KQ2MX"`);
  });

  it('paid, the receipt (English)', async () => {
    await send(
      'payment.succeeded',
      appointmentEvent({ email: 'paid@example.com', language: 'en', amountCents: 3500, paidAt: '2026-03-02T09:20:00.000Z', manageToken: token(2) }),
      'manage-paid',
    );

    const mail = await notifications.mailTo('paid@example.com');
    expectManageLink(mail, 2);
    expectInText(mail, ['free of charge, until Friday, 6 March 2026 at 10:00 (Finnish time)', 'Change or cancel your booking: ', 'do not forward this e-mail']);
  });

  it('moved: the link, and the calendar entry it updates keeps the booking’s UID (with a higher SEQUENCE)', async () => {
    await send(
      'payment.succeeded',
      appointmentEvent({ email: 'moved@example.fi', amountCents: 3500, paidAt: '2026-03-02T09:20:00.000Z', manageToken: token(3) }),
      'manage-moved-paid',
    );
    const paid = calendarOf(await notifications.mailTo('moved@example.fi'));
    await send(
      'reservation.rescheduled',
      appointmentEvent({
        email: 'moved@example.fi',
        scheduledDate: '2026-03-09',
        scheduledTime: '16:30',
        startsAt: '2026-03-09T14:30:00.000Z',
        previousDate: '2026-03-07',
        previousTime: '10:00',
        calendarSequence: 1,
        manageToken: token(4),
      }),
      'manage-moved',
    );

    const mail = await notifications.waitFor((message) => sentTo('moved@example.fi')(message) && message.subject === 'Varauksesi TIRE-7KQ2MX on siirretty');
    expectManageLink(mail, 4);
    // The new deadline: 24 hours before Monday 9 March at 16:30.
    expect(mail.text).toContain('maksutta sunnuntai 8. maaliskuuta 2026 klo 16:30 asti');
    const moved = calendarOf(mail);
    expect(moved.event.uid).toBe(paid.event.uid);
    expect(moved.event.uid).toBe(bookingUid('TIRE-7KQ2MX'));
    expect(moved.event.sequence).toBeGreaterThan(paid.event.sequence);
    // The calendar entry holds no manage link: calendars are shared and synced far and wide.
    expect(moved.source).not.toContain(token(4));
    expect(paid.source).not.toContain(token(3));
  });

  it('confirmed by the shop', async () => {
    const { reservationId: _id, ...facts } = appointmentEvent({ email: 'confirmed@example.fi', manageToken: token(5) });
    await send('reservation.status-changed', { ...facts, status: 'confirmed', wasPaid: true }, 'manage-confirmed');

    const mail = await notifications.mailTo('confirmed@example.fi');
    expectManageLink(mail, 5);
  });

  it('asked for again on the track page (both languages): the link, the booking and "ignore it if it was not you"', async () => {
    await send('reservation.manage-link', appointmentEvent({ email: 'again@example.fi', manageToken: token(6) }), 'manage-again-fi');
    await send('reservation.manage-link', appointmentEvent({ email: 'again@example.com', language: 'en', manageToken: token(7) }), 'manage-again-en');

    const fi = await notifications.mailTo('again@example.fi');
    expect(fi.subject).toBe('Linkki varauksesi TIRE-7KQ2MX muuttamiseen tai perumiseen');
    expectManageLink(fi, 6);
    expect(fi.text).toContain('voit jättää viestin huomiotta');
    expect(fi.text).toContain('lauantai 7. maaliskuuta 2026');
    const en = await notifications.mailTo('again@example.com');
    expect(en.subject).toBe('Link to change or cancel your booking TIRE-7KQ2MX');
    expectManageLink(en, 7);
    expect(en.text).toContain('If it was not you, you can ignore this e-mail');
  });

  it('an event queued before links existed still goes out, without a manage section', async () => {
    await send('reservation.created', receiptEvent({ email: 'old@example.fi' }), 'manage-old');

    const mail = await notifications.mailTo('old@example.fi');
    expect(mail.text).not.toContain('/manage-booking');
    expect(mail.text).not.toContain('Muuta tai peru');
  });
});
