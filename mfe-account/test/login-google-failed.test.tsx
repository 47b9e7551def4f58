import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderPage } from './render-page.js';

// The BFF sends a Google sign-in that was cancelled or failed at any step to /login?error=oidc.
describe('coming back to the login page from a Google sign-in that did not work', () => {
  it('says Google sign-in was cancelled or failed and that the e-mail code works, in English', async () => {
    renderPage('/login?error=oidc', { signInOptions: { google: true, developmentProvider: false } });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Signing in with Google was cancelled or did not succeed. You can sign in with a code sent to your email instead.');
    // Both ways in are still offered.
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toBeInTheDocument();
  });

  it('says it in Finnish by default', async () => {
    renderPage('/login?error=oidc&returnTo=%2Fmy-reservations', { language: 'fi' });
    const card = (await screen.findByRole('button', { name: 'Lähetä koodi' })).closest('.auth-card') as HTMLElement;
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Kirjautuminen Googlella peruttiin tai se epäonnistui. Voit kirjautua sisään sähköpostiisi lähetettävällä koodilla.',
    );
  });

  it('says nothing of Google on an ordinary visit', async () => {
    renderPage('/login?returnTo=%2Fmy-reservations');
    await screen.findByRole('button', { name: 'Send code' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
