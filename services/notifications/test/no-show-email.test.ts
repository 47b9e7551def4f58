import { describe, expect, it } from 'vitest';
import { calendarAttachment, expectInBothBodies, expectLink } from './support/mail-reading.js';
import { useMailingService } from './support/mailing-service.js';
import { appointmentEvent, PUBLIC_URL } from './support/test-notifications.js';

const notifications = useMailingService();

const noShow = notifications.sender('reservation.no-show', appointmentEvent({ keptCents: 4500 }));

describe('a no-show', () => {
  it('tells a Finnish customer they were marked as not having come, that the payment is kept as the terms say, and how to book again', async () => {
    const mail = await noShow.deliver({}, 'reservations-no-show-1');
    expect(mail.subject).toBe('Et saapunut varattuun aikaan TIRE-7KQ2MX');
    expectInBothBodies(mail, [
      'Hei Maija Meikäläinen,',
      'Varauksesi on merkitty saapumatta jääneeksi',
      /Maksettua summaa 45,00\s€ ei palauteta, kuten varausehdoissa sanotaan\./,
      'lauantai 7. maaliskuuta 2026',
    ]);
    expect(mail.text).not.toContain('palautetaan');
    expectLink(mail, `${PUBLIC_URL}/tire-change`, `Voit varata uuden ajan verkossa: ${PUBLIC_URL}/tire-change`);
    expectLink(mail, `${PUBLIC_URL}/track-order?code=TIRE-7KQ2MX`);
    // The appointment is over: no calendar file to change.
    expect(calendarAttachment(mail)).toBeUndefined();
  });

  it('tells an English customer in English, and says nothing is charged when nothing was paid', async () => {
    const mail = await noShow.deliver({ email: 'eero@example.com', language: 'en', keptCents: 0 }, 'reservations-no-show-2');
    expect(mail.subject).toBe('You did not come to your booking TIRE-7KQ2MX');
    expectInBothBodies(mail, ['Your booking has been marked as a no-show', 'The booking had not been paid, so nothing is charged.', 'Saturday, 7 March 2026']);
    expect(mail.html).toContain('<html lang="en">');
    expectLink(mail, `${PUBLIC_URL}/tire-change`, `You can book a new time online: ${PUBLIC_URL}/tire-change`);
  });

  it('a booking without an e-mail address sends nothing and does not fail', async () => {
    const job = await noShow({ email: null, trackingCode: 'TIRE-NOMAIL' }, 'reservations-no-show-3');
    await notifications.expectSentNothing(job);
  });
});
