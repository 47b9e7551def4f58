import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { platformMessages } from '@tire/platform';
import { fi } from '../src/i18n/messages.fi.js';
import { renderShell, stubApi } from './render-shell.js';

// The chunks of the about page and of the contact form cannot be fetched while the network is
// gone; each import tries again.
const chunk = vi.hoisted(() => ({ offline: false, imports: 0 }));
const fetchChunk = async <T,>(importOriginal: () => Promise<T>): Promise<T> => {
  chunk.imports += 1;
  if (chunk.offline) throw Object.assign(new Error('Loading chunk 512 failed.'), { name: 'ChunkLoadError' });
  return importOriginal();
};
vi.mock('../src/pages/about-page.js', (importOriginal) => fetchChunk(importOriginal));
vi.mock('../src/contact/contact-form.js', (importOriginal) => fetchChunk(importOriginal));

afterEach(() => {
  chunk.offline = false;
  chunk.imports = 0;
});

const text = platformMessages.fi;

describe('a page whose code cannot be fetched', () => {
  it('shows the page notice with a retry, and the retry fetches the page again', async () => {
    stubApi();
    chunk.offline = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = renderShell('/about');

    expect(await screen.findByRole('heading', { level: 1, name: text['failure.title'] })).toBeTruthy();
    // Header and footer stay: the app is not unmounted.
    expect(screen.getByRole('navigation', { name: fi['nav.label'] })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(view.container.textContent).not.toBe('');

    const failedImports = chunk.imports;
    chunk.offline = false;
    await userEvent.click(screen.getByRole('button', { name: text['failure.retry'] }));
    expect(await screen.findByRole('heading', { level: 1, name: fi['about.title'] })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: text['failure.title'] })).toBeNull();
    expect(chunk.imports).toBe(failedImports + 1);
  });

  it('keeps a part of a page that failed inside its card, and fetches it again once the browser is back online', async () => {
    stubApi();
    chunk.offline = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderShell('/contact');

    const notice = await screen.findByTestId('area-failed');
    expect(within(notice).getByRole('heading', { level: 2, name: text['failure.title'] })).toBeTruthy();
    // The rest of the page is there: its heading and the opening hours.
    expect(screen.getByRole('heading', { level: 1, name: fi['contact.title'] })).toBeTruthy();
    expect(screen.getByRole('heading', { name: fi['contact.hours.title'] })).toBeTruthy();

    chunk.offline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: fi['contact.form.send'] })).toBeTruthy();
    expect(screen.queryByTestId('area-failed')).toBeNull();
  });
});
