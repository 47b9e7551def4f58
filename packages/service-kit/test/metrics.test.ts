import express, { Router } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  bearerMatches,
  createLogger,
  createServiceApp,
  finish,
  HTTP_DURATION_BUCKETS,
  metricsHandler,
  metricsRegistry,
  recordTaskRun,
  UNMATCHED_ROUTE,
} from '../src/index.js';
import { asBff } from '../src/testing/as-bff.js';

const logger = createLogger('metrics-test');

function serviceApp() {
  const app = createServiceApp(logger, {}, { service: 'reservations' });
  const api = Router();
  api.get('/reservations/:id', (req, res) => {
    res.json({ id: req.params.id });
  });
  api.delete('/reservations/:id', async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    res.status(204).end();
  });
  app.use('/api', api);
  app.get('/slots', (_req, res) => {
    res.json([]);
  });
  return finish(app);
}

/** The histogram's _count line for these labels, as a number (0 when absent). */
function countOf(text: string, labels: Record<string, string>) {
  const line = text
    .split('\n')
    .find(
      (l) => l.startsWith('http_server_request_duration_seconds_count{') && Object.entries(labels).every(([name, value]) => l.includes(`${name}="${value}"`)),
    );
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('GET /metrics', () => {
  it('answers Prometheus text with the request histogram labelled by route template, method and status', async () => {
    const app = asBff(serviceApp(), 'reservations');
    await request(app).get('/api/reservations/TIRE-7K3QZP').expect(200);
    await request(app).get('/api/reservations/TIRE-AAAAAA').expect(200);
    await request(app).delete('/api/reservations/TIRE-AAAAAA').expect(204);
    await request(app).get('/slots').expect(200);
    await request(app).get('/no/such/thing/42').expect(404);

    // Open without a service token, like /health.
    const response = await request(serviceApp()).get('/metrics').expect(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.text;
    expect(text).toContain('# TYPE http_server_request_duration_seconds histogram');
    expect(countOf(text, { http_request_method: 'GET', http_route: '/api/reservations/:id', http_response_status_code: '200' })).toBe(2);
    expect(countOf(text, { http_request_method: 'DELETE', http_route: '/api/reservations/:id', http_response_status_code: '204' })).toBe(1);
    expect(countOf(text, { http_request_method: 'GET', http_route: '/slots', http_response_status_code: '200' })).toBe(1);
    expect(countOf(text, { http_route: UNMATCHED_ROUTE, http_response_status_code: '404' })).toBe(1);
    // Never the raw URL as a label.
    expect(text).not.toContain('TIRE-7K3QZP');
    expect(text).not.toContain('/no/such/thing');
    // OpenTelemetry's buckets.
    for (const bucket of HTTP_DURATION_BUCKETS) expect(text).toContain(`le="${bucket}"`);
    // In-flight gauge and Node's default metrics.
    expect(text).toMatch(/^http_server_active_requests \d+$/m);
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('with a token, answers only a scraper that sends it as a bearer token (compared in constant time)', async () => {
    const token = 'm7Kp2Wq9Zr4Xt6Yv8Bn3Cd5Fg1Hj0Ls2';
    const app = express().get('/metrics', metricsHandler(token));
    await request(app).get('/metrics').expect(401);
    await request(app)
      .get('/metrics')
      .set('Authorization', `Bearer ${token.slice(0, -1)}`)
      .expect(401);
    await request(app).get('/metrics').set('Authorization', `Bearer ${token}x`).expect(401);
    await request(app).get('/metrics').set('Authorization', token).expect(401);
    await request(app).get('/metrics').set('Authorization', `Bearer ${token}`).expect(200);
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(undefined, token)).toBe(false);
  });

  it('counts background task runs and failures by task name', async () => {
    recordTaskRun('hold sweep', true, 0.01);
    recordTaskRun('hold sweep', false, 0.02);
    const text = await metricsRegistry.metrics();
    expect(text).toContain('background_task_runs_total{task="hold sweep",outcome="success"} 1');
    expect(text).toContain('background_task_runs_total{task="hold sweep",outcome="failure"} 1');
  });

  it('health: /health/live and /health answer without dependencies, /health/ready reports them', async () => {
    const app = createServiceApp(
      logger,
      {
        database: async () => {
          throw new Error('connection refused');
        },
      },
      { service: 'reservations' },
    );
    await request(app).get('/health/live').expect(200, { status: 'ok' });
    await request(app).get('/health').expect(200, { status: 'ok' });
    const ready = await request(app).get('/health/ready').expect(503);
    expect(ready.body).toEqual({ status: 'unavailable', checks: { database: 'connection refused' } });
  });
});
