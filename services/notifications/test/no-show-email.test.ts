import { describe, it } from 'vitest';
import { itReadsEach } from './support/mail-cases.js';
import { useMailingService } from './support/mailing-service.js';
import { appointmentEvent, PUBLIC_URL } from './support/test-notifications.js';

const notifications = useMailingService();

const noShow = notifications.sender('reservation.no-show', appointmentEvent({ keptCents: 4500 }));

const bookAgain = `${PUBLIC_URL}/tire-change`;

describe('a no-show', () => {
  itReadsEach(noShow, [
    {
      title: 'tells a Finnish customer they were marked as not having come, that the payment is kept as the terms say, and how to book again',
      jobId: 'reservations-no-show-1',
      subject: 'Et saapunut varattuun aikaan TIRE-7KQ2MX',
      inBothBodies: [
        'Hei Maija Meikäläinen,',
        'Varauksesi on merkitty saapumatta jääneeksi',
        /Maksettua summaa 45,00\s€ ei palauteta, kuten varausehdoissa sanotaan\./,
        'lauantai 7. maaliskuuta 2026',
      ],
      notInText: ['palautetaan'],
      links: [[bookAgain, `Voit varata uuden ajan verkossa: ${bookAgain}`], [`${PUBLIC_URL}/track-order?code=TIRE-7KQ2MX`]],
      // The appointment is over: no calendar file to change.
      calendar: false,
    },
    {
      title: 'tells an English customer in English, and says nothing is charged when nothing was paid',
      event: { email: 'eero@example.com', language: 'en', keptCents: 0 },
      jobId: 'reservations-no-show-2',
      subject: 'You did not come to your booking TIRE-7KQ2MX',
      inBothBodies: ['Your booking has been marked as a no-show', 'The booking had not been paid, so nothing is charged.', 'Saturday, 7 March 2026'],
      inHtml: ['<html lang="en">'],
      links: [[bookAgain, `You can book a new time online: ${bookAgain}`]],
    },
  ]);

  it('a booking without an e-mail address sends nothing and does not fail', async () => {
    const job = await noShow({ email: null, trackingCode: 'TIRE-NOMAIL' }, 'reservations-no-show-3');
    await notifications.expectSentNothing(job);
  });
});
