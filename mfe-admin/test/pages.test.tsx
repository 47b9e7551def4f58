import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import pages from '../src/pages.js';
import { en } from '../src/i18n/en.js';
import { fi } from '../src/i18n/fi.js';
import { admin, customer, renderAdmin } from './render-page.js';

describe('who may open /admin', () => {
  it('exposes exactly the routes the shell gives it', () => {
    expect(Object.keys(pages).sort()).toEqual(['/admin']);
  });

  it('shows an administrator the dashboard in Finnish by default', async () => {
    renderAdmin({ user: admin, language: 'fi' });
    expect(await screen.findByRole('heading', { level: 1, name: fi['page.admin.title'] })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: fi['quick.heading'] })).toBeInTheDocument();
  });

  it('speaks English to an administrator who chose English', async () => {
    renderAdmin({ user: admin, language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Recent activity' })).toBeInTheDocument();
  });

  it('sends a signed-in customer home with the spec toast, and asks nothing of the admin API', async () => {
    const view = renderAdmin({ user: customer, language: 'fi' });
    expect(await screen.findByText('Ei käyttöoikeutta')).toBeInTheDocument();
    expect(screen.getByText('Vain ylläpitäjät voivat käyttää tätä sivua.')).toBeInTheDocument();
    await view.clock.advance(499);
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
    await view.clock.advance(1);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(view.requests.filter((r) => r.url.pathname.startsWith('/api/admin'))).toHaveLength(0);
  });

  it('asks a guest to log in, and asks nothing of the admin API', async () => {
    const view = renderAdmin({ user: null });
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(view.requests.filter((r) => r.url.pathname.startsWith('/api/admin'))).toHaveLength(0);
  });

  it('has every Finnish text in English too', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fi).sort());
  });
});
