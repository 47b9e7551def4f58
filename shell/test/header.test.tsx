import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fi } from '../src/i18n/messages.fi.js';
import { renderShell, stubApi } from './render-shell.js';

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
