import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fixtureUser, MOCK_LOGIN_CODE } from '@tire/mocks';
import { holdPosts } from './hold-posts.js';
import { renderPage } from './render-page.js';
import { server } from './server.js';
import { serverNavigation } from '@tire/platform';

const emailBox = () => screen.getByLabelText('Email');
const codeBox = () => screen.getByLabelText('Verification code') as HTMLInputElement;

async function reachCodeStep(view: ReturnType<typeof renderPage>, email = 'maija@example.fi') {
  await view.user.type(emailBox(), email);
  await view.user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByLabelText('Verification code');
}

describe('logging in with a code', () => {
  it('refuses an e-mail without an at-sign before asking the server', async () => {
    const view = renderPage('/login');
    await view.user.type(emailBox(), 'maija.example.fi');
    await view.user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(view.sent('POST', '/api/auth/send-code')).toHaveLength(0);
  });

  it('sends the code and asks for it with a numeric box that keeps six digits only', async () => {
    const view = renderPage('/login');
    await reachCodeStep(view);
    expect(screen.getByText('Code Sent')).toBeInTheDocument();
    expect(screen.getByText('Check your email for the verification code')).toBeInTheDocument();
    expect(JSON.parse(view.sent('POST', '/api/auth/send-code')[0]!.body!)).toEqual({ email: 'maija@example.fi' });

    expect(codeBox()).toHaveAttribute('inputmode', 'numeric');
    await view.user.type(codeBox(), '12a 3-4b5678');
    expect(codeBox()).toHaveValue('123456');
  });

  it('asks for all six digits before verifying', async () => {
    const view = renderPage('/login');
    await reachCodeStep(view);
    await view.user.type(codeBox(), '12345{Enter}');
    expect(await screen.findByText('Invalid Code')).toBeInTheDocument();
    expect(screen.getByText('Please enter the 6-digit code')).toBeInTheDocument();
    expect(view.sent('POST', '/api/auth/verify-code')).toHaveLength(0);
  });

  it('goes back to the e-mail step and forgets the code', async () => {
    const view = renderPage('/login');
    await reachCodeStep(view);
    await view.user.type(codeBox(), '654321');
    await view.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(emailBox()).toHaveValue('maija@example.fi');
    expect(emailBox()).toHaveFocus();

    await view.user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByLabelText('Verification code')).toHaveValue('');
  });

  it('shows the server message for a wrong code and stays on the code step', async () => {
    const view = renderPage('/login');
    await reachCodeStep(view);
    await view.user.type(codeBox(), '000000{Enter}');
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Invalid or expired code')).toBeInTheDocument();
    expect(codeBox()).toBeInTheDocument();
  });

  it('signs a customer in, fetches the user again and goes to the dashboard', async () => {
    const goToServer = vi.spyOn(serverNavigation, 'go').mockImplementation(() => {});
    const view = renderPage('/login');
    await reachCodeStep(view);
    const userCallsBefore = view.sent('GET', '/api/auth/user').length;
    await view.user.type(codeBox(), `${MOCK_LOGIN_CODE}{Enter}`);

    // The dashboard opens signed in at once: no login-required detour while auth/user is fetched again.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Matti' })).toBeInTheDocument();
    expect(goToServer).not.toHaveBeenCalled();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(screen.getByText('Successfully logged in')).toBeInTheDocument();
    expect(JSON.parse(view.sent('POST', '/api/auth/verify-code')[0]!.body!)).toEqual({ email: 'maija@example.fi', code: MOCK_LOGIN_CODE });
    await waitFor(() => expect(view.sent('GET', '/api/auth/user').length).toBeGreaterThan(userCallsBefore));
  });

  it('takes an administrator to the admin dashboard', async () => {
    const admin = { ...fixtureUser(), email: 'admin@rengaspalvelu.example', isAdmin: true };
    const view = renderPage('/login', { accounts: [admin] });
    await reachCodeStep(view, 'admin@rengaspalvelu.example');
    await view.user.type(codeBox(), `${MOCK_LOGIN_CODE}{Enter}`);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/admin');
  });

  it('goes back to the page that asked for the login, and only to one of ours', async () => {
    const view = renderPage('/login?returnTo=%2Ftire-shop%23cart');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup?returnTo=%2Ftire-shop%23cart');
    await reachCodeStep(view);
    await view.user.type(codeBox(), `${MOCK_LOGIN_CODE}{Enter}`);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/tire-shop');
    view.unmount();

    const tricked = renderPage('/login?returnTo=https%3A%2F%2Fevil.example');
    await reachCodeStep(tricked);
    await tricked.user.type(codeBox(), `${MOCK_LOGIN_CODE}{Enter}`);
    // Another site is never a place to return to: the customer's own dashboard instead.
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome, / })).toBeInTheDocument();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('says Sending... and Verifying... on disabled buttons while waiting', async () => {
    const view = renderPage('/login');
    const release = holdPosts('/api/auth/send-code', '/api/auth/verify-code');
    await view.user.type(emailBox(), 'maija@example.fi{Enter}');
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await screen.findByLabelText('Verification code');

    const releaseVerify = holdPosts('/api/auth/verify-code');
    await view.user.type(codeBox(), `${MOCK_LOGIN_CODE}{Enter}`);
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    releaseVerify();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Matti' })).toBeInTheDocument();
  });

  it('falls back to its own message when sending fails without one', async () => {
    const view = renderPage('/login');
    server.use(http.post('*/api/auth/send-code', () => new HttpResponse('Bad gateway', { status: 502 })));
    await view.user.type(emailBox(), 'maija@example.fi{Enter}');
    expect(await screen.findByText('Failed to send verification code')).toBeInTheDocument();
    expect(emailBox()).toBeInTheDocument();
  });

  it('offers Google sign-in through the server, when the server has it, and a way to sign up', async () => {
    renderPage('/login', { signInOptions: { google: true, developmentProvider: false } });
    expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toHaveAttribute('href', '/api/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(document.title).toBe('Log in | Uusimaa Tire Service');
  });

  it('shows no Google button when the server has no OpenID provider, and labels the development stand-in', async () => {
    const first = renderPage('/login');
    await screen.findByRole('button', { name: 'Send code' });
    await waitFor(() => expect(first.requests.some((request) => request.url.pathname === '/api/auth/sign-in-options')).toBe(true));
    expect(screen.queryByRole('link', { name: /Google/ })).toBeNull();
    first.unmount();

    renderPage('/login', { signInOptions: { google: true, developmentProvider: true } });
    expect(await screen.findByRole('link', { name: /Google/ })).toHaveAccessibleName('Sign in with Google (development provider)');
  });

  it('says to sign in with a code first when Google came back for an address that already has an account', async () => {
    const first = renderPage('/login?error=oidc-account-exists', { signInOptions: { google: true, developmentProvider: false } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email address already exists. Sign in with a code sent to your email first; then sign in with Google once to link it to your account.',
    );
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
    first.unmount();

    renderPage('/login');
    await screen.findByRole('button', { name: 'Send code' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Finnish by default', async () => {
    const view = renderPage('/login', { language: 'fi' });
    expect(screen.getByRole('heading', { level: 1, name: 'Kirjaudu sisään' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Lähetä koodi' }));
    expect(await screen.findByText('Virheellinen sähköposti')).toBeInTheDocument();
  });
});
