import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { platformMessages, toast, toasterChunk } from '@tire/platform';
import { en } from '../src/i18n/messages.en.js';
import { fi } from '../src/i18n/messages.fi.js';
import { renderShell, stubApi } from './render-shell.js';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

/** The browser loses its network: navigator.onLine turns false and `offline` is fired. */
function goOffline() {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

/** What fetch does without a network, and what webpack does for a chunk it cannot fetch. */
const networkError = () => new TypeError('Failed to fetch');
const chunkLoadError = () => Object.assign(new Error('Loading chunk 512 failed.\n(error: http://localhost:8080/512.js)'), { name: 'ChunkLoadError' });

afterEach(() => {
  vi.restoreAllMocks();
  // The connection status outlives a test (it is the page's, not React's): back online.
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
});

describe('with the network gone', () => {
  it('shows the first toast of the visit without fetching anything, and the page stays', async () => {
    stubApi();
    const view = renderShell('/');
    // The toaster's code was fetched at start, while the network was there.
    await screen.findByRole('region', { name: 'Ilmoitukset (F8)' });

    goOffline();
    const load = vi.spyOn(toasterChunk, 'load').mockRejectedValue(chunkLoadError());
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(networkError())),
    );
    act(() => {
      toast({ title: 'Maksu epäonnistui', description: 'Yhteys katkesi', variant: 'destructive' });
    });

    const shown = await screen.findByTestId('toast');
    expect(within(shown).getByText('Maksu epäonnistui')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { level: 1, name: fi['landing.title'] })).toBeTruthy();
    expect(view.container.textContent).not.toBe('');
  });

  it('says in the page, in Finnish, that a message could not be sent offline, and keeps what was typed', async () => {
    stubApi({
      contact: () => {
        throw networkError();
      },
    });
    const view = renderShell('/contact');
    const user = userEvent.setup();
    const typed = { name: 'Maija Meikäläinen', email: 'maija@example.fi', phone: '040 123 4567', message: 'Onko teillä talvirenkaita 16 tuuman vanteille?' };
    await user.type(await screen.findByLabelText(new RegExp(`^${fi['contact.form.name']}`)), typed.name);
    await user.type(field(fi['contact.form.email']), typed.email);
    await user.type(field(fi['contact.form.phone']), typed.phone);
    await user.type(field(fi['contact.form.message']), typed.message);

    goOffline();
    await user.click(screen.getByRole('button', { name: fi['contact.form.send'] }));

    const form = screen.getByRole('form', { name: fi['contact.form.title'] });
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(platformMessages.fi['connection.offline.title']!);
    expect(alert).toHaveTextContent(platformMessages.fi['connection.offline.description']!);
    expect(field(fi['contact.form.name'])).toHaveValue(typed.name);
    expect(field(fi['contact.form.email'])).toHaveValue(typed.email);
    expect(field(fi['contact.form.phone'])).toHaveValue(typed.phone);
    expect(field(fi['contact.form.message'])).toHaveValue(typed.message);
    // The line above the header says it too; the page is all there.
    expect(screen.getByTestId('connection-banner')).toHaveTextContent(platformMessages.fi['connection.banner.offline']!);
    expect(screen.getByRole('navigation', { name: fi['nav.label'] })).toBeTruthy();
    expect(view.container.textContent).not.toBe('');
  });

  it('says so in English when the server cannot be reached, and the notice goes once a message gets through', async () => {
    localStorage.setItem('language', 'en');
    let reachable = false;
    stubApi({
      contact: () => {
        if (!reachable) throw networkError();
        return Response.json({ message: 'Message sent' }, { status: 201 });
      },
    });
    renderShell('/contact');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(new RegExp(`^${en['contact.form.name']}`)), 'Matti Virtanen');
    await user.type(field(en['contact.form.email']), 'matti@example.fi');
    await user.type(field(en['contact.form.phone']), '040 765 4321');
    await user.type(field(en['contact.form.message']), 'Do you store summer tires over the winter?');
    await user.click(screen.getByRole('button', { name: en['contact.form.send'] }));

    const form = screen.getByRole('form', { name: en['contact.form.title'] });
    expect(await within(form).findByRole('alert')).toHaveTextContent(platformMessages.en['connection.failed.title']!);
    expect(screen.getByTestId('connection-banner')).toHaveTextContent(platformMessages.en['connection.banner.failed']!);
    expect(field(en['contact.form.message'])).toHaveValue('Do you store summer tires over the winter?');

    reachable = true;
    await user.click(screen.getByRole('button', { name: en['contact.form.send'] }));
    expect(await screen.findByText(en['contact.toast.sent.title'])).toBeTruthy();
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('connection-banner')).toBeNull();
  });
});
