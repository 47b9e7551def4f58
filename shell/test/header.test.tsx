import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { announceCartChanged, CART_STORAGE_KEY } from '@tire/platform';
import userEvent from '@testing-library/user-event';
import { fi } from '../src/i18n/messages.fi.js';
import { customer, renderShell, stubApi } from './render-shell.js';

describe('the header’s mobile menu', () => {
  it('opens from the keyboard, and Escape closes it and puts focus back on the menu button', async () => {
    stubApi();
    renderShell('/');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: fi['nav.menu.open'] });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: fi['nav.menu.close'] })).toBe(button);

    // The menu opens on its actions (language, sign-in), then the links.
    await user.tab();
    expect(screen.getByRole('button', { name: fi['language.fi'] })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('lets a keyboard user skip straight to the content', async () => {
    stubApi();
    renderShell('/about');
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: fi['skip.toContent'] });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});

describe('the header’s cart and account links', () => {
  it('shows how many tires the cart holds, and follows the shop as it changes the cart', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ lines: [{ productId: 1, quantity: 4 }], installationRequested: false, locationId: null }));
    stubApi();
    renderShell('/about');
    const cart = await screen.findByRole('link', { name: 'Ostoskori, 4 rengasta' });
    expect(cart).toHaveAttribute('href', '/tire-shop#cart');
    expect(within(cart).getByTestId('cart-count')).toHaveTextContent('4');

    act(() => {
      localStorage.setItem(
        CART_STORAGE_KEY,
        JSON.stringify({
          lines: [
            { productId: 1, quantity: 4 },
            { productId: 2, quantity: 2 },
          ],
        }),
      );
      announceCartChanged();
    });
    expect(screen.getByRole('link', { name: 'Ostoskori, 6 rengasta' })).toBeTruthy();
    act(() => {
      localStorage.removeItem(CART_STORAGE_KEY);
      announceCartChanged();
    });
    expect(screen.getByRole('link', { name: 'Ostoskori' })).toBeTruthy();
    expect(screen.queryByTestId('cart-count')).toBeNull();
  });

  it('links a customer to their profile, and an administrator also to Admin', async () => {
    stubApi({ user: customer });
    const first = renderShell('/about');
    expect(await screen.findByRole('link', { name: fi['nav.profile'] })).toHaveAttribute('href', '/profile-setup');
    expect(screen.queryByRole('link', { name: fi['nav.admin'] })).toBeNull();
    first.unmount();

    stubApi({ user: { ...customer, isAdmin: true } });
    renderShell('/about');
    expect(await screen.findByRole('link', { name: fi['nav.admin'] })).toHaveAttribute('href', '/admin');
  });
});
