import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@tire/platform';
import { renderShell, stubApi } from './render-shell.js';

/** A toast raised by any part of the page (the toast store is outside React: its update goes through act). */
const raise = (options: Parameters<typeof toast>[0]) => act(() => void toast(options));

describe('toasts', () => {
  it('shows a toast raised by any part of the page, one at a time', async () => {
    stubApi();
    renderShell('/');
    raise({ title: 'Varaus luotu', description: 'Seurantakoodi TIRE-7K3QZP' });
    expect(await screen.findByText('Varaus luotu')).toBeTruthy();
    raise({ title: 'Toinen ilmoitus' });
    expect(await screen.findByText('Toinen ilmoitus')).toBeTruthy();
    expect(screen.queryByText('Varaus luotu')).toBeNull();
  });

  it('closes a toast of the page the visitor leaves: it is not carried to the next page', async () => {
    stubApi();
    renderShell('/about');
    raise({ title: 'Viestin lähetys epäonnistui', variant: 'destructive' });
    expect(await screen.findByText('Viestin lähetys epäonnistui')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('link', { name: 'Tietosuoja ja ehdot' })[0]!);
    await screen.findByRole('heading', { level: 1, name: /tietosuoja/i });
    await expect.poll(() => screen.queryByText('Viestin lähetys epäonnistui')).toBeNull();
  });

  it('keeps a toast that announces the navigation on the next page, and closes it on the one after', async () => {
    stubApi();
    renderShell('/about');
    raise({ title: 'Kirjauduttu sisään', variant: 'success', carriedToNextPage: true });
    await userEvent.click(screen.getAllByRole('link', { name: 'Tietosuoja ja ehdot' })[0]!);
    await screen.findByRole('heading', { level: 1, name: /tietosuoja/i });
    expect(screen.getByText('Kirjauduttu sisään')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('link', { name: 'Tietoa meistä' })[0]!);
    await screen.findByRole('heading', { level: 1, name: /meistä/i });
    await expect.poll(() => screen.queryByText('Kirjauduttu sisään')).toBeNull();
  });
});
