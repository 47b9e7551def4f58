import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@tire/service-kit';
import { createApp } from '../src/app.js';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createApp(createLogger('accounts-test')).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the accounts service before it is built', () => {
  it('answers its health checks', async () => {
    expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: 'ok' });
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);
  });

  it('answers any /api call with 404 JSON instead of a made-up answer', async () => {
    const response = await fetch(`${base}/api/anything`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBe('No route for POST /api/anything');
  });
});
