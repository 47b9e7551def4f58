import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fixtureUser } from '@tire/mocks';
import { AUTH_MESSAGES, fieldError, validationError, type User } from '@tire/contracts';
import { renderPage } from './render-page.js';
import { server } from './server.js';

// A customer who came in with Google: names only in the sign-in claims, no profile yet.
const newcomer: User = {
  ...fixtureUser(),
  email: 'liisa@example.fi',
  firstName: null,
  lastName: null,
  phone: null,
  address: null,
  apartment: null,
  postalCode: null,
  registrationNumber: null,
  vehicleModel: null,
  tireSize: null,
  profileComplete: false,
  claims: { first_name: 'Liisa', last_name: 'Laine' },
};

const field = (label: RegExp) => screen.getByLabelText(label);

describe('completing the profile', () => {
  it('pre-fills the names from the sign-in claims and shows the placeholders', async () => {
    renderPage('/profile-setup', { user: newcomer });
    await waitFor(() => expect(field(/^First name/)).toHaveValue('Liisa'));
    expect(field(/^Last name/)).toHaveValue('Laine');
    expect(field(/^Phone number/)).toHaveAttribute('placeholder', '040 123 4567');
    expect(field(/^Registration number/)).toHaveAttribute('placeholder', 'ABC-123');
    expect(field(/^Tire size/)).toHaveAttribute('placeholder', '205/55R16');
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
  });

  it('labels the plate as what it is, the registration number (not the vehicle’s make), in Finnish too', async () => {
    renderPage('/profile-setup', { user: newcomer, language: 'fi' });
    await waitFor(() => expect(field(/^Etunimi/)).toHaveValue('Liisa'));
    expect(field(/^Rekisterinumero/)).toHaveAttribute('placeholder', 'ABC-123');
    expect(screen.queryByText(/merkki/i)).not.toBeInTheDocument();
  });

  it('pre-fills every field a returning customer already has', async () => {
    renderPage('/profile-setup', { user: fixtureUser() });
    await waitFor(() => expect(field(/^Vehicle model/)).toHaveValue('Toyota Corolla'));
    expect(field(/^First name/)).toHaveValue('Matti');
    expect(field(/^Apartment/)).toHaveValue('A 5');
    expect(field(/^Registration number/)).toHaveValue('ABC-123');
  });

  it('saves the profile, refreshes the user and goes to the dashboard after a second', async () => {
    const view = renderPage('/profile-setup', { user: newcomer });
    await waitFor(() => expect(field(/^First name/)).toHaveValue('Liisa'));
    await view.user.type(field(/^Phone number/), '040 765 4321');
    await view.user.type(field(/^Address/), 'Puistotie 3');
    await view.user.type(field(/^Postal code/), '02100');
    await view.user.type(field(/^Registration number/), 'KLM-456');
    await view.user.type(field(/^Vehicle model/), 'Kia Ceed');
    await view.user.type(field(/^Tire size/), '195/65R15');
    await view.user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Your profile has been successfully completed.')).toBeInTheDocument();
    expect(JSON.parse(view.sent('POST', '/api/profile/complete')[0]!.body!)).toEqual({
      firstName: 'Liisa',
      lastName: 'Laine',
      phone: '040 765 4321',
      address: 'Puistotie 3',
      apartment: null,
      postalCode: '02100',
      registrationNumber: 'KLM-456',
      vehicleModel: 'Kia Ceed',
      tireSize: '195/65R15',
    });
    await view.clock.advance(999);
    expect(screen.queryByRole('heading', { level: 1, name: 'Welcome, Liisa' })).not.toBeInTheDocument();
    await view.clock.advance(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Liisa' })).toBeInTheDocument();
  });

  it('shows what is missing with the sign-up messages', async () => {
    const view = renderPage('/profile-setup', { user: newcomer });
    await waitFor(() => expect(field(/^First name/)).toHaveValue('Liisa'));
    await view.user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(field(/^Registration number/)).toHaveAccessibleDescription('Registration number is required');
    expect(view.sent('POST', '/api/profile/complete')).toHaveLength(0);
  });

  it('shows the server message when saving fails, or its own when there is none', async () => {
    const view = renderPage('/profile-setup', { user: fixtureUser() });
    server.use(
      http.post('*/api/profile/complete', () => HttpResponse.json(validationError([fieldError('tireSize', AUTH_MESSAGES.tireSize)]), { status: 400 })),
    );
    await waitFor(() => expect(field(/^Vehicle model/)).toHaveValue('Toyota Corolla'));
    await view.user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Tire size is required')).toBeInTheDocument();

    server.use(http.post('*/api/profile/complete', () => new HttpResponse(null, { status: 500 })));
    await view.user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });
});
