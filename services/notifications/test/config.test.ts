import { ConfigError } from '@tire/service-kit';
import { describe, expect, it } from 'vitest';
import { loadNotificationsConfig } from '../src/config.js';

describe("the notifications service's settings", () => {
  it('reads the mail relay and the worker from the environment, with their defaults', () => {
    expect(loadNotificationsConfig({})).toMatchObject({
      smtp: { host: '127.0.0.1', port: 1025, tls: 'none' },
      concurrency: 5,
      publicUrl: 'http://localhost:8080',
    });
    expect(loadNotificationsConfig({ PUBLIC_URL: 'https://shop.example/', NOTIFICATIONS_CONCURRENCY: '2' })).toMatchObject({
      publicUrl: 'https://shop.example',
      concurrency: 2,
    });
  });

  it('names every bad variable at once, plain SMTP in production included', () => {
    try {
      loadNotificationsConfig({ NODE_ENV: 'production', SMTP_TLS: 'none', SMTP_PORT: 'smtp', NOTIFICATIONS_CONCURRENCY: '0' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.map((problem) => problem.name)).toEqual(['SMTP_PORT', 'NOTIFICATIONS_CONCURRENCY', 'SMTP_TLS']);
    }
  });
});
