import { describe, expect, it } from 'vitest';
import { expectInBothBodies, expectLink } from './support/mail-reading.js';
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

describe('the season invitation e-mail', () => {
  it('invites a Finnish hotel customer to book the change: where, the season’s days, the suggested day and the pre-filled booking’s link', async () => {
    const mail = await invited.deliver({}, 'reservations-season-invitation-1');
    expect(mail.subject).toBe('Renkaiden vaihdon aika: varaa kausivaihtosi');
    expectInBothBodies(mail, [
      'Hei Aino Asiakas,',
      'Renkaasi ovat meillä säilytyksessä',
      'Leppävaarankatu 9',
      'tiistai 13. lokakuuta 2026',
      'lauantai 31. lokakuuta 2026',
    ]);
    const link = `${PUBLIC_URL}/tire-change#invitation=${TOKEN}`;
    expectLink(mail, link, `Varaa vaihto: ${link}`);
  });

  it('speaks English to an English customer', async () => {
    const mail = await invited.deliver({ language: 'en', email: 'ben@example.com', name: 'Ben' }, 'reservations-season-invitation-2');
    expect(mail.subject).toBe('Time to change your tires: book your season change');
    expectInBothBodies(mail, ['Your tires are stored with us', 'Suggested day', 'Tuesday, 13 October 2026', 'please do not share it']);
    expect(mail.html).toContain('<html lang="en">');
  });
});
