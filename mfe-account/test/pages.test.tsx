import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import pages from '../src/pages.js';
import { en } from '../src/i18n/en.js';
import { fi } from '../src/i18n/fi.js';

const PATHS = ["/login", "/signup", "/profile-setup", "/dashboard", "/my-reservations"];

function renderPage(path: string) {
  const Page = pages[path]!;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the account remote before its issue is built', () => {
  it('exposes exactly the routes the shell gives it', () => {
    expect(Object.keys(pages).sort()).toEqual([...PATHS].sort());
  });

  it.each(PATHS)('%s says in Finnish that it is coming soon, with its title', (path) => {
    renderPage(path);
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('');
    expect(screen.getByText(fi['comingSoon.notice'])).toBeTruthy();
  });

  it('speaks English when the visitor chose English', () => {
    localStorage.setItem('language', 'en');
    renderPage('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.getByText(en['comingSoon.notice'])).toBeTruthy();
  });

  it('has every Finnish text in English too', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fi).sort());
  });
});
