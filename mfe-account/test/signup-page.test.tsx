import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MOCK_LOGIN_CODE } from '@tire/mocks';
import { holdPosts } from './hold-posts.js';
import { renderPage } from './render-page.js';

type View = ReturnType<typeof renderPage>;

const field = (label: RegExp) => screen.getByLabelText(label);

async function fillForm({ user }: View) {
  await user.type(field(/^Email/), 'Uusi.Asiakas@Example.fi');
  await user.type(field(/^First name/), 'Uusi');
  await user.type(field(/^Last name/), 'Asiakas');
  await user.type(field(/^Phone number/), '040 123 4567');
  await user.type(field(/^Address/), 'Katu 2');
  await user.type(field(/^Postal code/), '00200');
  await user.type(field(/^Registration number/), 'XYZ-987');
  await user.type(field(/^Vehicle model/), 'Volvo V70');
  await user.type(field(/^Tire size/), '205/55R16');
}

describe('signing up', () => {
  it('has a personal and a vehicle section and a way back to login', () => {
    renderPage('/signup');
    const personal = screen.getByRole('group', { name: 'Personal information' });
    const vehicle = screen.getByRole('group', { name: 'Vehicle information' });
    expect(within(personal).getByLabelText(/^Apartment \(optional\)/)).not.toBeRequired();
    expect(within(vehicle).getByLabelText(/^Tire size/)).toHaveAttribute('placeholder', '205/55R16');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('tells what is missing under each field and sends nothing', async () => {
    const view = renderPage('/signup');
    await view.user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(field(/^First name/)).toHaveAccessibleDescription('First name is required');
    expect(field(/^Last name/)).toHaveAccessibleDescription('Last name is required');
    expect(field(/^Phone number/)).toHaveAccessibleDescription('Phone number is required');
    expect(field(/^Address/)).toHaveAccessibleDescription('Address is required');
    expect(field(/^Postal code/)).toHaveAccessibleDescription('Postal code is required');
    expect(field(/^Registration number/)).toHaveAccessibleDescription('Registration number is required');
    expect(field(/^Vehicle model/)).toHaveAccessibleDescription('Vehicle model is required');
    expect(field(/^Tire size/)).toHaveAccessibleDescription('Tire size is required');
    expect(field(/^Apartment/)).not.toHaveAccessibleDescription();
    expect(view.sent('POST', '/api/auth/signup')).toHaveLength(0);
  });

  it('shows the messages in Finnish for a Finnish visitor', async () => {
    const view = renderPage('/signup', { language: 'fi' });
    await view.user.click(screen.getByRole('button', { name: 'Luo tili' }));
    expect(await screen.findByText('Etunimi vaaditaan')).toBeInTheDocument();
    expect(screen.getByText('Virheellinen sähköpostiosoite')).toBeInTheDocument();
  });

  it('sends the details, asks for the code, keeps the form on Back, and creates the account', async () => {
    const view = renderPage('/signup');
    await fillForm(view);
    await view.user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Verification Code Sent')).toBeInTheDocument();
    expect(JSON.parse(view.sent('POST', '/api/auth/signup')[0]!.body!)).toEqual({
      email: 'uusi.asiakas@example.fi',
      firstName: 'Uusi',
      lastName: 'Asiakas',
      phone: '040 123 4567',
      address: 'Katu 2',
      apartment: null,
      postalCode: '00200',
      registrationNumber: 'XYZ-987',
      vehicleModel: 'Volvo V70',
      tireSize: '205/55R16',
    });

    await view.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field(/^Vehicle model/)).toHaveValue('Volvo V70');
    await view.user.click(screen.getByRole('button', { name: 'Create Account' }));

    const codeBox = await screen.findByLabelText('Verification code');
    await view.user.type(codeBox, `${MOCK_LOGIN_CODE}{Enter}`);
    expect(await screen.findByText('Account created successfully! Redirecting...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();

    await view.clock.advance(1_499);
    expect(screen.queryByRole('heading', { level: 1, name: 'Welcome, Uusi' })).not.toBeInTheDocument();
    await view.clock.advance(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Uusi' })).toBeInTheDocument();
    expect(view.db.user).toMatchObject({ email: 'uusi.asiakas@example.fi', vehicleModel: 'Volvo V70' });
  });

  it('says Creating Account... on a disabled button while the form is sent', async () => {
    const view = renderPage('/signup');
    const release = holdPosts('/api/auth/signup');
    await fillForm(view);
    await view.user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    release();
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
  });
});
