import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderPage } from './render-page.js';
import { customer, reservation } from './reservations-fixture.js';

const card = (code: string) => screen.findByRole('article', { name: `Reservation ${code}` });
const cardFi = (code: string) => screen.findByRole('article', { name: `Varaus ${code}` });

describe('a no-show in my reservations', () => {
  it('is in the history with its own label, and says the payment is kept', async () => {
    const missed = reservation('2024-11-04', '16:30', { trackingCode: 'TIRE-MISS01', status: 'completed', stage: 'completed', noShow: true });
    const done = reservation('2024-11-05', '16:30', { trackingCode: 'TIRE-DONE02', status: 'completed', stage: 'completed' });
    renderPage('/my-reservations', { user: customer, reservations: [missed, done] });

    const item = await card('TIRE-MISS01');
    expect(item.closest('section')).toHaveTextContent('History');
    expect(within(item).getByText('No-show')).toBeVisible();
    expect(within(item).queryByText('Completed')).not.toBeInTheDocument();
    expect(within(item).getByText('You did not come to this booking. The payment is kept, as the booking terms say.')).toBeVisible();
    expect(within(await card('TIRE-DONE02')).getByText('Completed')).toBeVisible();
  });

  it('in Finnish too', async () => {
    const missed = reservation('2024-11-04', '16:30', { trackingCode: 'TIRE-MISS02', status: 'completed', stage: 'completed', noShow: true });
    renderPage('/my-reservations', { user: customer, reservations: [missed], language: 'fi' });

    const item = await cardFi('TIRE-MISS02');
    expect(within(item).getByText('Ei saapunut')).toBeVisible();
    expect(within(item).getByText('Et saapunut tähän varaukseen. Maksua ei palauteta, kuten varausehdoissa sanotaan.')).toBeVisible();
  });
});
