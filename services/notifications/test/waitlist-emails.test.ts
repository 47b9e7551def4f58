import { describe } from 'vitest';
import { itReadsEach } from './support/mail-cases.js';
import { useMailingService } from './support/mailing-service.js';
import { PUBLIC_URL } from './support/test-notifications.js';

const notifications = useMailingService();

const joined = notifications.sender('waitlist.joined', {
  entryId: 7,
  locationId: 1,
  locationName: 'Helsinki',
  scheduledDate: '2026-03-07',
  windowStart: '10:00',
  windowEnd: '11:30',
  serviceType: 'tire_change',
  email: 'maija@example.fi',
  name: 'Maija Meikäläinen',
  language: 'fi',
  leaveToken: 'L'.repeat(43),
});

const TOKEN = 'A'.repeat(43);
const offered = notifications.sender('waitlist.offered', {
  entryId: 7,
  locationId: 1,
  locationName: 'Helsinki',
  locationAddress: 'Mannerheimintie 120, 00270 Helsinki',
  scheduledDate: '2026-03-07',
  scheduledTime: '10:30',
  startsAt: '2026-03-07T08:30:00.000Z',
  serviceType: 'tire_change',
  // 10:15 in Helsinki.
  offerExpiresAt: '2026-03-02T08:15:00.000Z',
  offerToken: TOKEN,
  email: 'offer-fi@example.fi',
  name: 'Maija Meikäläinen',
  language: 'fi',
});

const offerLink = `${PUBLIC_URL}/waitlist-offer#token=${TOKEN}`;
const leaveLink = `${PUBLIC_URL}/leave-waitlist#token=${'L'.repeat(43)}`;

describe('the waitlist’s e-mails', () => {
  itReadsEach(joined, [
    {
      title: 'confirms a Finnish customer’s place on the waitlist: what, where, which times, and when the wait ends',
      jobId: 'reservations-waitlist-joined-1',
      subject: 'Olet odotuslistalla: lauantai 7. maaliskuuta 2026',
      inBothBodies: ['Hei Maija Meikäläinen,', 'Helsinki', '10:00–11:30', 'pidetään vain hänelle varattuna 15 minuuttia', 'ennen klo 10:00'],
      links: [
        [`${PUBLIC_URL}/tire-change`, `Voit myös varata toisen vapaan ajan: ${PUBLIC_URL}/tire-change`],
        [leaveLink, `Etkö enää tarvitse aikaa? Poistu odotuslistalta: ${leaveLink}`],
      ],
    },
    {
      title: 'tells an English customer in English',
      event: { language: 'en', windowEnd: '10:00', email: 'eero@example.com' },
      jobId: 'reservations-waitlist-joined-2',
      subject: 'You are on the waitlist for Saturday, 7 March 2026',
      inBothBodies: ['We will e-mail you if one of these times frees up', '10:00', 'before 10:00'],
      inHtml: ['<html lang="en">'],
    },
  ]);

  itReadsEach(offered, [
    {
      title: 'offers the freed time with its deadline and the one-step link, in Finnish',
      jobId: 'reservations-waitlist-offered-1',
      subject: 'Sinulle vapautui aika: lauantai 7. maaliskuuta 2026 klo 10:30',
      inBothBodies: ['varattu vain sinulle maanantai 2. maaliskuuta 2026 klo 10:15 asti', 'Mannerheimintie 120', 'seuraavalle odottajalle'],
      links: [[offerLink, `Varaa aika yhdellä painalluksella: ${offerLink}`]],
    },
    {
      title: 'offers the freed time with its deadline and the one-step link, in English',
      event: { language: 'en', email: 'offer-en@example.com' },
      jobId: 'reservations-waitlist-offered-2',
      subject: 'A time freed up for you: Saturday, 7 March 2026 at 10:30',
      inBothBodies: ['held for you alone until Monday, 2 March 2026 at 10:15', 'offered to the next person waiting'],
      links: [[offerLink, `Book it in one step: ${offerLink}`]],
    },
  ]);
});
