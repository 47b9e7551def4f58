import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@tire/contracts';
import { createPlatformStore } from '@tire/platform';
import { ShellRoot } from '../src/app.js';
import { en } from '../src/i18n/messages.en.js';
import { fi } from '../src/i18n/messages.fi.js';
import { renderShellMarkup } from '../src/prerender/prerender-pages.js';
import type { RemotePagesLoader } from '../src/remotes/remote-pages-loader.js';
import { preloadShellPage } from '../src/routes/app-routes.js';
import { mountShell } from '../src/start/mount-shell.js';
import { PRERENDERED_LANGUAGE_ATTRIBUTE } from '../src/start/prerendered.js';
import { stubApi } from './render-shell.js';

const MESSAGES = { fi, en } as const;
/** A remote still loading: its page stays the skeleton the server sent. */
const stillLoading: RemotePagesLoader = () => new Promise(() => undefined);

/**
 * What React says when the first client render differs from the server's HTML (its warnings, and
 * the recoverable error mountShell reports). Not counted: "Detected multiple renderers", which
 * React's development build says whenever the server renderer and the client renderer ran in one
 * process, as they do only in this test.
 */
const MISMATCH = /hydrat|did not match|server rendered|recoverable/i;

let container: HTMLElement | undefined;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  container = undefined;
  window.history.replaceState(null, '', '/');
});

/**
 * The browser's start on a prerendered page: the page's HTML (made by the build's prerender) in
 * #root, the address and the stored language as the visitor has them, the page's code fetched
 * (bootstrap's preloadShellPage), then the shell mounted as bootstrap mounts it.
 */
async function startOnPrerenderedPage(path: string, language: Language, { storedLanguage = language }: { storedLanguage?: Language } = {}) {
  const markup = await renderShellMarkup(path, language);
  container = document.createElement('div');
  container.id = 'root';
  container.setAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE, language);
  container.innerHTML = markup;
  document.body.append(container);
  localStorage.setItem('language', storedLanguage);
  window.history.replaceState(null, '', path);
  await preloadShellPage(path);

  const errors = vi.spyOn(console, 'error');
  // The page's own first element (its heading's section, or a remote's skeleton) and the footer.
  const page = container.querySelector('main')?.firstElementChild ?? null;
  const footer = container.querySelector('footer');
  let hydrated: boolean | undefined;
  await act(async () => {
    ({ root, hydrated } = mountShell(
      container!,
      <ShellRoot store={createPlatformStore()} messages={{ [storedLanguage]: MESSAGES[storedLanguage] }} loadRemotePages={stillLoading} />,
      storedLanguage,
    ));
  });
  // React took over the server's elements (instead of rendering new ones in their place).
  const keptElements = container.querySelector('main')?.firstElementChild === page && container.querySelector('footer') === footer;
  // Let the first data arrive (the opening hours, the current user) and its re-render happen.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  const mismatches = errors.mock.calls.map((call) => call.map(String).join(' ')).filter((text) => MISMATCH.test(text));
  return { markup, hydrated, mismatches, page, keptElements };
}

describe('a prerendered page in the browser', () => {
  const pages: [string, Language][] = [
    ['/', 'fi'],
    ['/', 'en'],
    ['/about', 'fi'],
    ['/contact', 'en'],
    ['/privacy-policy', 'fi'],
    ['/tire-change', 'fi'],
    ['/tire-shop', 'en'],
    ['/dashboard', 'fi'],
    ['/no/such/page', 'en'],
  ];

  it.each(pages)('%s (%s) is hydrated as sent: no mismatch, the same elements stay on screen', async (path, language) => {
    stubApi();
    const { hydrated, mismatches, page, keptElements } = await startOnPrerenderedPage(path, language);
    expect(hydrated).toBe(true);
    expect(mismatches).toEqual([]);
    expect(page).not.toBeNull();
    expect(keptElements).toBe(true);
  });

  it('keeps the Finnish home page’s heading and fills in the opening hours once they arrive', async () => {
    stubApi();
    const { markup, mismatches } = await startOnPrerenderedPage('/', 'fi');
    expect(markup).toContain(fi['landing.title']);
    expect(markup).toContain(fi['hours.loading']);
    expect(mismatches).toEqual([]);
    expect(await screen.findAllByText('16.00–20.00')).not.toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: fi['landing.title'] })).toBeTruthy();
  });

  it('renders afresh, in the stored language, when the page was sent in the other one (a choice made before the cookie)', async () => {
    stubApi();
    const { hydrated, mismatches } = await startOnPrerenderedPage('/', 'fi', { storedLanguage: 'en' });
    expect(hydrated).toBe(false);
    expect(mismatches).toEqual([]);
    expect(await screen.findByRole('heading', { level: 1, name: en['landing.title'] })).toBeTruthy();
    expect(screen.queryByText(fi['landing.title'])).toBeNull();
  });
});
