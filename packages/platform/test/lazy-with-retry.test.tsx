import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { AreaFailed, ErrorBoundary, lazyWithRetry, platformMessages } from '../src/index.js';

const text = platformMessages.fi;
const chunkLoadError = () => Object.assign(new Error('Loading chunk 77 failed.'), { name: 'ChunkLoadError' });

/** A lazy part of a page inside the boundary and the fallback the shell gives every lazy chunk. */
function renderArea(Part: ReturnType<typeof lazyWithRetry>) {
  return render(
    <main>
      <h1>Page</h1>
      <ErrorBoundary area="test part" fallback={(retry) => <AreaFailed onRetry={retry} />}>
        <Suspense fallback={<p>Loading…</p>}>
          <Part />
        </Suspense>
      </ErrorBoundary>
    </main>,
  );
}

describe('a lazy chunk that cannot be fetched', () => {
  it('shows the boundary with a retry, and the retry fetches the chunk again and shows it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let offline = true;
    const load = vi.fn(async () => {
      if (offline) throw chunkLoadError();
      return { default: () => <p>The part</p> };
    });
    const Part = lazyWithRetry(load);
    renderArea(Part);

    expect(await screen.findByRole('heading', { level: 2, name: text['failure.title'] })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Page' })).toBeTruthy();
    const failedAttempts = load.mock.calls.length;

    offline = false;
    await userEvent.click(screen.getByRole('button', { name: text['failure.retry'] }));
    expect(await screen.findByText('The part')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: text['failure.title'] })).toBeNull();
    expect(load).toHaveBeenCalledTimes(failedAttempts + 1);
  });

  it('says the device is offline when it is, and tries again by itself once it is back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    let offline = true;
    const Part = lazyWithRetry(async () => {
      if (offline) throw chunkLoadError();
      return { default: () => <p>Back again</p> };
    });
    renderArea(Part);
    expect(await screen.findByText(text['failure.offline']!)).toBeTruthy();

    offline = false;
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Back again')).toBeTruthy();
  });

  it('keeps a chunk that loaded: it is fetched once', async () => {
    const load = vi.fn(async () => ({ default: ({ name }: { name: string }) => <p>Hello {name}</p> }));
    const Part = lazyWithRetry(load);
    await Part.preload();
    const view = render(
      <Suspense fallback={null}>
        <Part name="Aino" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Aino')).toBeTruthy();
    view.rerender(
      <Suspense fallback={null}>
        <Part name="Matti" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Matti')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
