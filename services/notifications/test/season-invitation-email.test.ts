import { describe } from 'vitest';
import { itReadsEach } from './support/mail-cases.js';
import { useMailingService } from './support/mailing-service.js';
import { PUBLIC_URL } from './support/test-notifications.js';

const notifications = useMailingService();

const TOKEN = 'I'.repeat(43);
const invited = notifications.sender('season.invitation', {
  invitationId: 3,
  locationName: 'Espoo',
  locationAddress: 'Leppävaarankatu 9, 02600 Espoo',
  suggestedDate: '2026-10-13',
  startsOn: '2026-10-12',
  endsOn: '2026-10-31',
  invitationToken: TOKEN,
  email: 'aino@example.fi',
  name: 'Aino Asiakas',
  language: 'fi',
});
const bookingLink = `${PUBLIC_URL}/tire-change#invitation=${TOKEN}`;

describe('the season invitation e-mail', () => {
  itReadsEach(invited, [
    {
      title: 'invites a Finnish hotel customer to book the change: where, the season’s days, the suggested day and the pre-filled booking’s link',
      jobId: 'reservations-season-invitation-1',
      subject: 'Renkaiden vaihdon aika: varaa kausivaihtosi',
      inBothBodies: [
        'Hei Aino Asiakas,',
        'Renkaasi ovat meillä säilytyksessä',
        'Leppävaarankatu 9',
        'tiistai 13. lokakuuta 2026',
        'lauantai 31. lokakuuta 2026',
      ],
      links: [[bookingLink, `Varaa vaihto: ${bookingLink}`]],
    },
    {
      title: 'speaks English to an English customer',
      event: { language: 'en', email: 'ben@example.com', name: 'Ben' },
      jobId: 'reservations-season-invitation-2',
      subject: 'Time to change your tires: book your season change',
      inBothBodies: ['Your tires are stored with us', 'Suggested day', 'Tuesday, 13 October 2026', 'please do not share it'],
      inHtml: ['<html lang="en">'],
    },
  ]);
});
