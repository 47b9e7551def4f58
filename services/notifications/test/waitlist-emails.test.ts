import { describe, expect, it } from 'vitest';
import { expectInBothBodies, expectLink } from './support/mail-reading.js';
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

describe('the waitlist’s e-mails', () => {
  it('confirms a Finnish customer’s place on the waitlist: what, where, which times, and when the wait ends', async () => {
    const mail = await joined.deliver({}, 'reservations-waitlist-joined-1');
    expect(mail.subject).toBe('Olet odotuslistalla: lauantai 7. maaliskuuta 2026');
    expectInBothBodies(mail, ['Hei Maija Meikäläinen,', 'Helsinki', '10:00–11:30', 'pidetään vain hänelle varattuna 15 minuuttia', 'ennen klo 10:00']);
    expectLink(mail, `${PUBLIC_URL}/tire-change`, `Voit myös varata toisen vapaan ajan: ${PUBLIC_URL}/tire-change`);
    const leave = `${PUBLIC_URL}/leave-waitlist#token=${'L'.repeat(43)}`;
    expectLink(mail, leave, `Etkö enää tarvitse aikaa? Poistu odotuslistalta: ${leave}`);
  });

  it('tells an English customer in English', async () => {
    const mail = await joined.deliver({ language: 'en', windowEnd: '10:00', email: 'eero@example.com' }, 'reservations-waitlist-joined-2');
    expect(mail.subject).toBe('You are on the waitlist for Saturday, 7 March 2026');
    expectInBothBodies(mail, ['We will e-mail you if one of these times frees up', '10:00', 'before 10:00']);
    expect(mail.html).toContain('<html lang="en">');
  });

  it('offers the freed time with its deadline and the one-step link, in Finnish and in English', async () => {
    const fi = await offered.deliver({}, 'reservations-waitlist-offered-1');
    expect(fi.subject).toBe('Sinulle vapautui aika: lauantai 7. maaliskuuta 2026 klo 10:30');
    expectInBothBodies(fi, ['varattu vain sinulle maanantai 2. maaliskuuta 2026 klo 10:15 asti', 'Mannerheimintie 120', 'seuraavalle odottajalle']);
    expectLink(fi, `${PUBLIC_URL}/waitlist-offer#token=${TOKEN}`, `Varaa aika yhdellä painalluksella: ${PUBLIC_URL}/waitlist-offer#token=${TOKEN}`);

    const en = await offered.deliver({ language: 'en', email: 'offer-en@example.com' }, 'reservations-waitlist-offered-2');
    expect(en.subject).toBe('A time freed up for you: Saturday, 7 March 2026 at 10:30');
    expectInBothBodies(en, ['held for you alone until Monday, 2 March 2026 at 10:15', 'offered to the next person waiting']);
    expectLink(en, `${PUBLIC_URL}/waitlist-offer#token=${TOKEN}`, `Book it in one step: ${PUBLIC_URL}/waitlist-offer#token=${TOKEN}`);
  });
});
