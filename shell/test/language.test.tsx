import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getLanguage, rememberLanguageForServer } from '@tire/platform';
import { en } from '../src/i18n/messages.en.js';
import { fi } from '../src/i18n/messages.fi.js';
import { renderShell, stubApi } from './render-shell.js';

describe('language', () => {
  it('is Finnish by default', async () => {
    stubApi();
    renderShell('/');
    expect(getLanguage()).toBe('fi');
    expect(await screen.findByRole('heading', { level: 1, name: fi['landing.title'] })).toBeTruthy();
    expect(screen.getByRole('button', { name: fi['language.fi'] }).getAttribute('aria-pressed')).toBe('true');
  });

  it('stores English under "language" when EN is pressed, and the page then speaks English', async () => {
    stubApi();
    const { unmount } = renderShell('/');
    await userEvent.click(screen.getByRole('button', { name: en['language.en'] }));
    expect(localStorage.getItem('language')).toBe('en');
    // The cookie tells the server to send the next page's HTML in English.
    expect(document.cookie).toMatch(/(^|; )language=en(;|$)/);

    // The toggle reloads the page; a fresh render stands in for the reload.
    unmount();
    renderShell('/');
    expect(await screen.findByRole('heading', { level: 1, name: en['landing.title'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: en['nav.login'] })).toBeTruthy();
  });

  it('reads the language cookie when nothing is stored, and writes the cookie for a choice only stored (as the shell starts)', () => {
    document.cookie = 'language=en; Path=/';
    expect(getLanguage()).toBe('en');
    localStorage.setItem('language', 'fi');
    expect(getLanguage()).toBe('fi');
    rememberLanguageForServer();
    expect(document.cookie).toMatch(/(^|; )language=fi(;|$)/);
  });

  it('has every Finnish text of the shell in English too', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fi).sort());
  });
});
