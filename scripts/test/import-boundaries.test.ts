import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layout rules of eslint.config.mjs (scripts/lint/import-boundaries.mjs) on code a person might write.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import boundaries', () => {
  it('refuse a feature importing another feature, however deep the import', async () => {
    expect(await problems('mfe-account/src/features/login/components/x.tsx', "import { CodeStep } from '../../signup/components/signup-flow.js';")).toEqual([
      'tire/feature-boundaries: Feature "login" imports feature "signup": move what both need to src/shared, or put them together in src/pages.',
    ]);
    expect(await problems('mfe-shop/src/features/checkout/x.ts', "export { a } from '../products/a.js';")).toHaveLength(1);
  });

  it('let a feature use its own files and src/shared, and let pages put features together', async () => {
    expect(
      await problems('mfe-account/src/features/login/components/x.tsx', "import { a } from '../hooks/a.js';\nimport { b } from '../../../shared/auth/b.js';"),
    ).toEqual([]);
    expect(
      await problems('mfe-admin/src/pages/x.tsx', "import { a } from '../features/orders/a.js';\nimport { b } from '../features/dashboard/b.js';"),
    ).toEqual([]);
  });

  it('refuse an app importing another app, by path or by package name', async () => {
    expect(await problems('mfe-shop/src/features/cart/x.ts', "import { a } from '../../../../mfe-booking/src/a.js';")).toEqual([
      'tire/remote-boundaries: mfe-shop imports mfe-booking: apps meet only through @tire/* packages and Module Federation.',
    ]);
    expect(await problems('shell/src/x.ts', "const page = import('mfe-admin/pages');")).toHaveLength(1);
    expect(await problems('shell/src/x.ts', "import { a } from '@tire/platform';")).toEqual([]);
  });
});

describe('service layers', () => {
  const rule = (from: string, to: string) =>
    `tire/service-layers: ${from}/ imports ${to}/: a service layers entry-points -> domain -> data-access, one way. Move what both need down a layer (or import only its type).`;

  it('refuse the domain importing an entry point, and data access importing the domain or an entry point', async () => {
    expect(await problems('services/catalogue/src/domain/x.ts', "import { publicRoutes } from '../entry-points/http/routes.js';")).toEqual([
      rule('domain', 'entry-points'),
    ]);
    expect(await problems('services/reservations/src/data-access/x.ts', "import { toReservation } from '../domain/reservation-view.js';")).toEqual([
      rule('data-access', 'domain'),
    ]);
    expect(await problems('services/payments/src/providers/x.ts', "export { cardOutcome } from '../domain/x.js';")).toEqual([rule('providers', 'domain')]);
  });

  it('let each layer import the ones below it, and an adapter import only the types of the domain’s ports', async () => {
    expect(
      await problems('services/reservations/src/entry-points/http/x.ts', "import { a } from '../../domain/a.js';\nimport { b } from '../../data-access/b.js';"),
    ).toEqual([]);
    expect(await problems('services/reservations/src/domain/x.ts', "import { a } from '../data-access/a.js';\nimport { b } from '../config.js';")).toEqual([]);
    expect(await problems('services/accounts/src/data-access/x.ts', "import type { Limiter } from '../domain/ports.js';")).toEqual([]);
  });
});

describe('paths from the contract', () => {
  it('refuse a literal /api or /internal path in the apps, the BFF and the services', async () => {
    const rule =
      'no-restricted-syntax: A literal /api or /internal path: name the call of @tire/contracts instead (its .path, callPath(call, params) or API_PATHS).';
    expect(await problems('mfe-booking/src/features/track-order/x.ts', 'export const url = (code: string) => `/api/reservations/track/${code}`;')).toEqual([
      rule,
    ]);
    expect(await problems('services/payments/src/data-access/x.ts', "export const path = '/internal/reservations/1/paid';")).toEqual([rule]);
    expect(await problems('bff/src/routes/x.ts', "router.get('/api/logout', handler);")).toEqual([rule]);
  });

  it('let code name the contract’s paths, and tests write the paths they ask', async () => {
    expect(await problems('mfe-admin/src/features/orders/x.ts', 'export const url = callPath(updateOrderStatus, { id: 1 });')).toEqual([]);
    expect(await problems('mfe-shop/test/x.test.ts', "const answer = await fetch('/api/tire-products');")).toEqual([]);
  });
});
