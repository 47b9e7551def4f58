import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { platformMessages } from '@tire/platform';
import { fi } from '../src/i18n/fi.js';
import { renderPage } from './render-page.js';
import { server } from './server.js';

// The mocks' clock: Saturday 1 June 2030; Monday 3 June is open 16:00-20:00.
const now = new Date('2030-06-01T10:00:00Z');
const MONDAY = '2030-06-03';
const label = (id: string) => new RegExp(`^${fi[id]}`);
const field = (id: string) => screen.getByLabelText(label(id));

afterEach(() => {
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
});

describe('a guest confirming a booking with the network gone', () => {
  it('says in the page, in Finnish, that nothing could be sent, keeps every value, and books once the network is back', async () => {
    const view = renderPage('/tire-change', { now, language: 'fi' });
    const { user } = view;
    const option = await screen.findByRole('option', { name: 'Vantaa – Tikkurila' });
    await user.selectOptions(field('form.location'), option);
    const monday = () => screen.getByRole('grid').querySelector<HTMLElement>(`[data-date="${MONDAY}"]`)!;
    await waitFor(() => expect(monday()).toHaveAttribute('data-kind', 'free'));
    await user.click(monday());
    await user.click(await screen.findByRole('radio', { name: /^17:00/ }));
    const typed: [string, string][] = [
      ['form.registrationNumber', 'ABC-123'],
      ['form.vehicleModel', 'Skoda Octavia'],
      ['form.tireSize', '205/55 R16'],
      ['form.guestName', 'Maija Virtanen'],
      ['form.guestEmail', 'maija@example.fi'],
      ['form.guestPhone', '0401234567'],
      ['form.guestAddress', 'Ratatie 1'],
      ['form.guestPostalCode', '01300'],
    ];
    for (const [id, value] of typed) await user.type(field(id), value);

    // The phone loses its network just as the guest presses the button.
    let offline = true;
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    server.use(http.post('*/api/reservations', () => (offline ? HttpResponse.error() : undefined)));
    await user.click(screen.getByRole('button', { name: fi['form.submit'] }));

    const text = platformMessages.fi;
    const alert = await screen.findByText(text['connection.offline.description']!);
    expect(alert.closest('[role="alert"]')).toHaveTextContent(text['connection.offline.title']!);
    for (const [id, value] of typed) expect(field(id)).toHaveValue(value);
    expect(screen.getByRole('radio', { name: /^17:00/ })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: fi['form.submit'] })).toBeEnabled();

    // Back online, the same press books, sent with the same idempotency key (a lost answer books once).
    offline = false;
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await user.click(screen.getByRole('button', { name: fi['form.submit'] }));
    expect(await screen.findByText(fi['toast.created.title']!)).toBeInTheDocument();
    expect(screen.queryByText(text['connection.offline.description']!)).toBeNull();
    const posts = view.sent('POST', '/api/reservations');
    expect(posts.length).toBeGreaterThanOrEqual(2);
    expect(posts.at(-1)!.headers.get('idempotency-key')).toBe(posts[0]!.headers.get('idempotency-key'));
  });
});
