import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemotePages } from '@tire/platform';
import { fi } from '../src/i18n/messages.fi.js';
import { withRetryAndCache } from '../src/remotes/remote-pages-loader.js';
import { renderShell, stubApi } from './render-shell.js';

describe('a remote that cannot be loaded', () => {
  it('shows the unavailable notice in its area while header and footer keep working', async () => {
    stubApi();
    renderShell('/tire-shop', () => Promise.reject(new Error('manifest 502')));
    expect(await screen.findByRole('heading', { level: 1, name: fi['remote.unavailable.title'] })).toBeTruthy();
    expect(screen.getByRole('button', { name: fi['remote.unavailable.retry'] })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: fi['nav.label'] })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: fi['nav.home'] }));
    expect(await screen.findByRole('heading', { level: 1, name: fi['landing.title'] })).toBeTruthy();
  });

  it('loads the remote again when the visitor presses try again', async () => {
    stubApi();
    const load = vi
      .fn<(remote: string) => Promise<RemotePages>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ '/tire-shop': () => <h1>Tire shop</h1> });
    renderShell('/tire-shop', load);
    await userEvent.click(await screen.findByRole('button', { name: fi['remote.unavailable.retry'] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tire shop' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a remote page that throws while rendering inside its area', async () => {
    stubApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('bug in the remote');
    };
    renderShell('/tire-change', () => Promise.resolve({ '/tire-change': Broken }));
    expect(await screen.findByRole('heading', { level: 1, name: fi['remote.unavailable.title'] })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: fi['nav.tireShop'] }).length).toBeGreaterThan(0);
  });
});

describe('remote loading with retries', () => {
  const noWait = () => Promise.resolve();

  it('tries three times in all before giving up', async () => {
    const load = vi.fn(() => Promise.reject(new Error('down')));
    const loader = withRetryAndCache(load, { sleep: noWait });
    await expect(loader('booking')).rejects.toThrow('down');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('succeeds when a retry gets through, waiting longer before each retry', async () => {
    const sleep = vi.fn(noWait);
    const load = vi.fn<(remote: string) => Promise<RemotePages>>().mockRejectedValueOnce(new Error('blink')).mockResolvedValue({});
    const loader = withRetryAndCache(load, { sleep, backoffMs: [100, 500] });
    await expect(loader('booking')).resolves.toEqual({});
    expect(sleep).toHaveBeenCalledWith(100);
  });

  it('loads a remote once per page load, but not a failure', async () => {
    const load = vi.fn<(remote: string) => Promise<RemotePages>>().mockRejectedValueOnce(new Error('down')).mockResolvedValue({});
    const loader = withRetryAndCache(load, { attempts: 1 });
    await expect(loader('shop')).rejects.toThrow();
    await loader('shop');
    await loader('shop');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
