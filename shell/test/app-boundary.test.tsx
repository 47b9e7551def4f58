import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createPlatformStore, platformMessages } from '@tire/platform';
import { App } from '../src/app.js';
import { fi } from '../src/i18n/messages.fi.js';
import { stubApi } from './render-shell.js';

describe('the shell itself failing', () => {
  it('shows a notice with a retry instead of a white page, and the retry renders the app again', async () => {
    stubApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    // Anything above the pages, here the router, throws while rendering.
    const Router = ({ children }: { children?: ReactNode }) => {
      if (broken) throw new Error('router exploded');
      return <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>;
    };
    const view = render(<App store={createPlatformStore()} messages={{ fi }} loadRemotePages={() => Promise.reject(new Error('none'))} Router={Router} />);

    expect(await screen.findByRole('heading', { level: 1, name: platformMessages.fi['failure.title'] })).toBeTruthy();
    expect(screen.getByRole('button', { name: platformMessages.fi['failure.reload'] })).toBeTruthy();
    expect(view.container.textContent).not.toBe('');

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: platformMessages.fi['failure.retry'] }));
    expect(await screen.findByRole('heading', { level: 1, name: fi['landing.title'] })).toBeTruthy();
  });
});
