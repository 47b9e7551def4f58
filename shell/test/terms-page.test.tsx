import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { BOOKKEEPING_YEARS_KEPT, bookingPolicyText } from '@tire/contracts';
import { en } from '../src/i18n/messages.en.js';
import { fi } from '../src/i18n/messages.fi.js';
import { renderShell, stubApi } from './render-shell.js';

describe('the terms page', () => {
  it('states the booking policy from the contract’s one text, in Finnish by default and in English', async () => {
    stubApi();
    const { unmount } = renderShell('/privacy-policy');
    const section = (await screen.findByRole('heading', { level: 2, name: fi['privacy.cancel.title'] })).closest('section')!;
    expect(section).toHaveTextContent(bookingPolicyText('fi'));
    unmount();

    localStorage.setItem('language', 'en');
    renderShell('/privacy-policy');
    const english = (await screen.findByRole('heading', { level: 2, name: en['privacy.cancel.title'] })).closest('section')!;
    expect(english).toHaveTextContent(bookingPolicyText('en'));
  });

  it('says what a customer’s data deletion does and what the Accounting Act keeps, for the contract’s number of years, as the last e-mail does', async () => {
    stubApi();
    localStorage.setItem('language', 'en');
    renderShell('/privacy-policy');
    const section = (await screen.findByRole('heading', { level: 2, name: en['privacy.data.title'] })).closest('section')!;
    expect(section).toHaveTextContent('under Your data on your dashboard');
    expect(section).toHaveTextContent('refunds what you paid in full to your card');
    expect(section).toHaveTextContent(
      `keep our bookkeeping records for ${BOOKKEEPING_YEARS_KEPT} years after the end of the year of the purchase: the receipts, amounts and VAT stay`,
    );
  });
});
