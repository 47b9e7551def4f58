import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { toastThen } from '@tire/platform';
import { renderShell, stubApi } from './render-shell.js';

// A file of its own: the toaster's code must not have been loaded by an earlier test.
describe('a step that follows a toast (redirects after login-required, booking, sign-up)', () => {
  it('counts its delay from when the toast is on screen, not from when it was raised', async () => {
    stubApi();
    renderShell('/');
    let toastVisibleWhenRun: boolean | undefined;
    const next = vi.fn(() => {
      toastVisibleWhenRun = screen.queryByText('Kirjautuminen vaaditaan') !== null;
    });
    // The toaster's code is fetched with the first toast; even a zero delay must wait for it.
    act(() => {
      toastThen({ title: 'Kirjautuminen vaaditaan' }, 0, next);
    });
    expect(next).not.toHaveBeenCalled();
    await waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    expect(toastVisibleWhenRun).toBe(true);
  });

  it('does not run once cancelled (the page was left)', async () => {
    stubApi();
    renderShell('/');
    const next = vi.fn();
    let cancel = () => {};
    act(() => {
      cancel = toastThen({ title: 'Tili luotu' }, 50, next);
    });
    await screen.findByText('Tili luotu');
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(next).not.toHaveBeenCalled();
  });
});
