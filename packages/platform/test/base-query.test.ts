import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBaseQuery, connectionStatus, isNetworkFailure } from '../src/index.js';

const api = (signal = new AbortController().signal) => ({ signal }) as Parameters<typeof apiBaseQuery>[1];

afterEach(() => {
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('online'));
});

describe('a request that gets no answer', () => {
  it('is a network failure, "offline" when the browser says it has no network, and the connection is marked lost', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const result = await apiBaseQuery({ url: '/api/reservations', method: 'POST', body: {} }, api(), {});
    expect(result.error).toEqual({ status: 0, message: '0: Failed to fetch', network: 'offline' });
    expect(isNetworkFailure(result.error)).toBe(true);
    expect(connectionStatus()).toBe('offline');
  });

  it('is "unreachable" while the browser thinks it is online, until a request gets an answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const failed = await apiBaseQuery('/api/service-locations', api(), {});
    expect(failed.error).toMatchObject({ status: 0, network: 'unreachable' });
    expect(connectionStatus()).toBe('unreachable');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Bad gateway' }, { status: 502 })),
    );
    const answered = await apiBaseQuery('/api/service-locations', api(), {});
    expect(isNetworkFailure(answered.error)).toBe(false);
    expect(answered.error).toMatchObject({ status: 502, message: '502: {"message":"Bad gateway"}' });
    expect(connectionStatus()).toBe('online');
  });

  it('is not a network failure when the page aborted it', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        controller.abort();
        return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
      }),
    );
    const result = await apiBaseQuery('/api/available-slots', api(controller.signal), {});
    expect(isNetworkFailure(result.error)).toBe(false);
    expect(connectionStatus()).toBe('online');
  });
});
