import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { createTestClock } from '@tire/mocks/testing';
import { preloadToaster, toast, toasterChunk, Toaster, toastThen } from '../src/index.js';

const chunkLoadError = () => Object.assign(new Error('Loading chunk 188 failed.'), { name: 'ChunkLoadError' });

// This file starts with the toaster's code not loaded: the visit began with no network.
describe('the first toast of a visit that started offline', () => {
  it('shows in plain form instead of failing, goes on with what waits for it, and the page stays', async () => {
    const realLoad = toasterChunk.load;
    const load = vi.spyOn(toasterChunk, 'load').mockRejectedValue(chunkLoadError());
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const clock = createTestClock(new Date('2030-05-27T07:00:00Z'));
    const then = vi.fn();
    const view = render(
      <>
        <main>
          <h1>Vahvista varaus</h1>
        </main>
        <Toaster />
      </>,
    );
    await expect(preloadToaster()).rejects.toThrow('Loading chunk');

    act(() => {
      toastThen({ title: 'Ei verkkoyhteyttä', description: 'Varausta ei voitu lähettää.', variant: 'destructive' }, 1500, then, clock);
    });
    const shown = await screen.findByTestId('toast');
    expect(within(shown).getByText('Ei verkkoyhteyttä')).toBeTruthy();
    expect(within(shown).getByText('Varausta ei voitu lähettää.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Vahvista varaus' })).toBeTruthy();
    // On screen, so the wait counts from now.
    await clock.advance(1500);
    expect(then).toHaveBeenCalledTimes(1);

    // Back online, the toaster's own code comes and takes over.
    load.mockImplementation(realLoad);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await screen.findByRole('region', { name: 'Ilmoitukset (F8)' });
    act(() => {
      toast({ title: 'Toinen ilmoitus' });
    });
    expect(await screen.findByText('Toinen ilmoitus')).toBeTruthy();
    expect(view.container.textContent).toContain('Vahvista varaus');
  });
});
