import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderShell, stubApi } from './render-shell.js';

describe('opening hours', () => {
  it('shows the service locations’ hours in the footer contact block', async () => {
    stubApi();
    renderShell('/');
    const contact = document.getElementById('contact')!;
    expect(await within(contact).findByText('16.00–20.00')).toBeTruthy();
    expect(within(contact).getByText('9.00–20.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Yhteystiedot/ }).getAttribute('href')).toBe('#contact');
  });
});
