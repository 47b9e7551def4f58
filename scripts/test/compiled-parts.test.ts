import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { ping } from '@tire/contracts';
import { SERVICE_TOKEN_HEADER, signServiceToken } from '@tire/service-kit';
import { startSmtpCatcher, type SmtpCatcher } from '@tire/service-kit/testing/smtp-catcher';
import { API_ROUTES } from '../../bff/src/proxy/api-routes.js';
import { SERVICES, startCompiledPlatform, type CompiledPlatform } from './support/compiled-platform.js';

/**
 * What the containers run: every Node part compiled to dist/ (packages/service-kit/compile-server.mjs)
 * and started with node alone, no tsx. The services migrate and seed their schemas from
 * dist/migrate.js and dist/seed.js, answer through the BFF, and stop cleanly on SIGTERM.
 *
 * And traces, as an operator's collector receives them: the parts export OTLP/HTTP (JSON) to a
 * receiver started here, and one guest booking must come back as one trace holding the BFF, the
 * reservations service, its PostgreSQL queries and the e-mail job of the notifications worker
 * (carried through the outbox and BullMQ). The answer's x-request-id names it, and so do the log
 * lines written for it (the BFF's request line, the worker's e-mail line).
 *
 * Both on one platform, started once: its migrations, seeds and six starts cost more CPU than all
 * the checks. The check that stops every part comes last.
 */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: { key: string; value: { stringValue?: string } }[];
}
interface ReceivedSpan extends OtlpSpan {
  service: string;
}

const spans: ReceivedSpan[] = [];
let receiver: http.Server;
let smtp: SmtpCatcher;
let platform: CompiledPlatform;
let env: NodeJS.ProcessEnv;
let running: CompiledPlatform['running'];

/** An OTLP/HTTP receiver: POST /v1/traces with the JSON encoding. */
function startReceiver() {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: { resource: { attributes: OtlpSpan['attributes'] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
        };
        for (const resourceSpans of body.resourceSpans ?? []) {
          const service = resourceSpans.resource.attributes?.find((attribute) => attribute.key === 'service.name')?.value.stringValue ?? '?';
          for (const scope of resourceSpans.scopeSpans ?? []) for (const span of scope.spans ?? []) spans.push({ ...span, service });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise<http.Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  receiver = await startReceiver();
  smtp = await startSmtpCatcher();
  const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  platform = await startCompiledPlatform('tire_test_compiled', (part) => ({
    OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_SERVICE_NAME: part,
    OTEL_BSP_SCHEDULE_DELAY: '200',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    OUTBOX_RELAY_INTERVAL_MS: '200',
    // The booking's held e-mail goes at once (its delay is tested in the reservations service).
    HELD_EMAIL_DELAY_SECONDS: '0',
  }));
  env = platform.env;
  running = platform.running;
}, 120_000);

afterAll(async () => {
  platform?.kill();
  await smtp?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('one booking, one trace', () => {
  it('holds spans of the BFF, reservations, PostgreSQL and the e-mail job, and names its id in the answer and the logs', async () => {
    const locations = (await (await fetch(`${platform.bffUrl}/api/service-locations`)).json()) as { id: number }[];
    const locationId = locations[0]!.id;
    let date = '';
    let time = '';
    for (let day = 14; day < 40 && !time; day += 1) {
      const times = (await (await fetch(`${platform.bffUrl}/api/available-slots?locationId=${locationId}&date=${dayFromNow(day)}`)).json()) as string[];
      if (times.length) [date, time] = [dayFromNow(day), times[0]!];
    }
    const email = `traced-${Date.now()}@example.com`;
    const response = await fetch(`${platform.bffUrl}/api/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: platform.bffUrl },
      body: JSON.stringify({
        serviceType: 'tire_change',
        locationId,
        scheduledDate: date,
        scheduledTime: time,
        registrationNumber: 'TRC-1',
        vehicleModel: 'Traced',
        tireSize: '205/55R16',
        guestName: 'Traced Guest',
        guestEmail: email,
        guestPhone: '+358401234567',
        guestAddress: 'Testikatu 1',
        guestPostalCode: '00100',
        additionalServices: '[]',
      }),
    });
    expect(response.status).toBe(201);
    const traceId = response.headers.get('x-request-id')!;
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    await smtp.waitFor((message) => message.envelope.to.includes(email), 20_000);

    // The worker's span is exported after the mail is sent: wait for it.
    const inTrace = () => spans.filter((span) => span.traceId === traceId);
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && !inTrace().some((span) => span.service === 'notifications')) await new Promise((resolve) => setTimeout(resolve, 200));
    await new Promise((resolve) => setTimeout(resolve, 600)); // spans of the same moment, still in a batch

    const services = new Set(inTrace().map((span) => span.service));
    expect([...services].sort()).toEqual(expect.arrayContaining(['bff', 'notifications', 'reservations']));
    const database = inTrace().filter((span) =>
      span.attributes?.some((attribute) => attribute.key.startsWith('db.') && attribute.value.stringValue === 'postgresql'),
    );
    expect(database.length, 'PostgreSQL spans in the trace').toBeGreaterThan(0);
    const redis = inTrace().filter((span) => span.attributes?.some((attribute) => attribute.key.startsWith('db.') && attribute.value.stringValue === 'redis'));
    expect(redis.length, 'Redis spans in the trace').toBeGreaterThan(0);
    expect(inTrace().some((span) => span.service === 'notifications' && span.name === 'e-mail reservation.created')).toBe(true);
    // One trace: every span in it hangs from another span in it, but the BFF's first.
    const ids = new Set(inTrace().map((span) => span.spanId));
    const roots = inTrace().filter((span) => !span.parentSpanId || !ids.has(span.parentSpanId));
    expect(roots.map((span) => `${span.service}: ${span.name}`)).toHaveLength(1);
    expect(roots[0]!.service).toBe('bff');
    // Server spans are named by route template (OpenTelemetry's HTTP conventions).
    expect(roots[0]!.name).toBe('POST /api/reservations');
    expect(inTrace().some((span) => span.service === 'reservations' && span.name === 'POST /api/reservations')).toBe(true);

    for (const part of ['bff', 'notifications']) expect(platform.logOf(part), `${part}'s log lines name the trace`).toContain(`"trace_id":"${traceId}"`);
  }, 60_000);
});

/** A concrete URL for a route template: every path parameter filled with a value of its kind. */
const concretePath = (template: string) =>
  template.replace(/:(\w+)/g, (_match, name: string) => (name === 'date' ? '2030-06-01' : name === 'code' ? 'TIRE-AAAAAA' : '1'));

describe('the Node parts compiled to dist/ and run with node alone', () => {
  it('route every row of the BFF’s API route table to a handler of its owning service (the contract across the hop)', async () => {
    const unrouted: string[] = [];
    for (const route of API_ROUTES) {
      const path = concretePath(route.path);
      const token = await signServiceToken(route.service, {
        issuer: 'bff',
        method: route.method,
        path,
        userId: '1',
        email: 'route-table@example.com',
        isAdmin: true,
        clientIp: '127.0.0.1',
      });
      const url = `${env[`${route.service.toUpperCase()}_URL`]}${path}`;
      const response = await fetch(url, {
        method: route.method,
        headers: { [SERVICE_TOKEN_HEADER]: token, 'content-type': 'application/json' },
        body: route.method === 'GET' ? undefined : '{}',
      });
      const text = await response.text();
      // The service's own fallback (packages/service-kit create-app) is the only "No route" answer.
      if (response.status === 404 && text.includes('No route for')) unrouted.push(`${route.method} ${route.path} -> ${route.service}`);
    }
    expect(unrouted).toEqual([]);
    expect(API_ROUTES.length).toBeGreaterThan(20);
  });

  it('refuse, in every service, a token signed with the old shared development secret (HS256)', async () => {
    for (const service of SERVICES) {
      const token = await new SignJWT({ admin: true, htm: 'GET', htp: ping.path })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('bff')
        .setAudience(service)
        .setSubject('1')
        .setIssuedAt()
        .setExpirationTime('60s')
        .sign(new TextEncoder().encode('dev-only-service-token-secret-change-me-0123456789'));
      const response = await fetch(`${env[`${service.toUpperCase()}_URL`]}${ping.path}`, { headers: { [SERVICE_TOKEN_HEADER]: token } });
      expect(response.status, service).toBe(401);
    }
  });

  it('migrate, seed, start, answer through the BFF, and stop cleanly on SIGTERM', async () => {
    const bff = `http://127.0.0.1:${env.BFF_PORT}`;
    const ready = (await (await fetch(`${bff}/health/ready`)).json()) as { checks: Record<string, string> };
    expect(ready.checks).toMatchObject(Object.fromEntries(SERVICES.map((service) => [service, 'ok'])));

    // The seeded locations and products come back through the BFF from the compiled services.
    const locations = (await (await fetch(`${bff}/api/service-locations`)).json()) as unknown[];
    expect(locations.length).toBe(3);
    const products = await fetch(`${bff}/api/tire-products`);
    expect(products.status).toBe(200);
    expect(((await products.json()) as unknown[]).length).toBeGreaterThan(0);

    for (const [part, { child, log }] of running) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code] = await exited;
      expect(code, `${part} exit code; its log:\n${log.join('').slice(-2_000)}`).toBe(0);
      expect(log.join(''), part).toContain('drained; exiting');
    }
  }, 90_000);
});
