import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { deadUrl, startBff } from './harness.js';
import { fakeServiceForFile } from './support/fake-service-for-file.js';
import { withBff } from './support/with-bff.js';

const up = fakeServiceForFile();

describe('health', () => {
  it('is ready when every service and Redis answer, and says which one does not', async () => {
    const allUp = { RESERVATIONS_URL: up.url, CATALOGUE_URL: up.url, PAYMENTS_URL: up.url, ACCOUNTS_URL: up.url, NOTIFICATIONS_URL: up.url };
    const ready = await startBff(allUp);
    const degraded = await startBff({ ...allUp, PAYMENTS_URL: await deadUrl() });
    try {
      await request(ready.server).get('/health').expect(200, { status: 'ok' });
      const good = await request(ready.server).get('/health/ready');
      expect(good.status).toBe(200);
      expect(good.body.checks).toEqual({ reservations: 'ok', catalogue: 'ok', payments: 'ok', accounts: 'ok', notifications: 'ok', redis: 'ok' });

      const bad = await request(degraded.server).get('/health/ready');
      expect(bad.status).toBe(503);
      expect(bad.body.status).toBe('unavailable');
      expect(bad.body.checks.payments).not.toBe('ok');
      expect(bad.body.checks.reservations).toBe('ok');
    } finally {
      await ready.close();
      await degraded.close();
    }
  });

  it('asks the services once per second however often it is asked (the path is public)', async () => {
    let asked = 0;
    const counting = express().get('/health', (_req, res) => {
      asked += 1;
      res.json({ status: 'ok' });
    });
    const server = counting.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await withBff({ RESERVATIONS_URL: url, CATALOGUE_URL: url, PAYMENTS_URL: url, ACCOUNTS_URL: url, NOTIFICATIONS_URL: url }, async (bff) => {
        const answers = await Promise.all(Array.from({ length: 20 }, () => request(bff.server).get('/health/ready')));
        for (let i = 0; i < 5; i += 1) answers.push(await request(bff.server).get('/health/ready'));
        expect(answers.map((answer) => answer.status)).toEqual(Array(25).fill(200));
        // One round: each of the five services once.
        expect(asked).toBe(5);
        await new Promise((resolve) => setTimeout(resolve, 1_050));
        await request(bff.server).get('/health/ready').expect(200);
        expect(asked).toBe(10);
      });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
