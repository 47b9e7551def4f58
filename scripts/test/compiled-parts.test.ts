import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { ping } from '@tire/contracts';
import { SERVICE_TOKEN_HEADER, signServiceToken } from '@tire/service-kit';
import { API_ROUTES } from '../../bff/src/proxy/api-routes.js';
import { SERVICES, startCompiledPlatform, type CompiledPlatform } from './support/compiled-platform.js';

/**
 * What the containers run: every Node part compiled to dist/ (packages/service-kit/compile-server.mjs)
 * and started with node alone, no tsx. The services migrate and seed their schemas from
 * dist/migrate.js and dist/seed.js, answer through the BFF, and stop cleanly on SIGTERM.
 */
let platform: CompiledPlatform;
let env: NodeJS.ProcessEnv;
let running: CompiledPlatform['running'];

beforeAll(async () => {
  platform = await startCompiledPlatform('tire_test_compiled');
  env = platform.env;
  running = platform.running;
}, 120_000);

afterAll(() => platform?.kill());

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
