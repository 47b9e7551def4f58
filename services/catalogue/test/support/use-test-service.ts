import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { SeedProduct } from '../../src/data-access/seed-products.js';
import { startTestService, type TestService } from './test-service.js';

/** The seeded tires the order tests buy. */
const TIRES = {
  /** Michelin Primacy 4+ 205/55 R16: 131.01 per tire, 36 in stock. */
  primacy: { brand: 'Michelin', model: 'Primacy 4+', size: '205/55 R16' },
  /** Bridgestone Blizzak 6 195/65 R15: 98.01 per tire, 16 in stock. */
  blizzak: { brand: 'Bridgestone', model: 'Blizzak 6', size: '195/65 R15' },
  /** Michelin Pilot Sport 5 245/40 R18: 231.01 per tire, exactly one set of 4 in stock. */
  pilot: { brand: 'Michelin', model: 'Pilot Sport 5', size: '245/40 R18' },
} satisfies Record<string, Pick<SeedProduct, 'brand' | 'model' | 'size'>>;

export type TireIds = Record<keyof typeof TIRES, number>;

/**
 * Starts the service once for the calling test file, puts the seeded catalogue back before every
 * test (looking up the ids of the tires in `tires` again) and stops it after the last one. Both
 * objects are returned at once and filled in when the file's tests start, so a file can keep them
 * in a `const`.
 */
export function useTestService(options?: Parameters<typeof startTestService>[0]): { service: TestService; tires: TireIds } {
  const service = {} as TestService;
  const tires = {} as TireIds;
  beforeAll(async () => {
    Object.assign(service, await startTestService(options));
  });
  beforeEach(async () => {
    await service.reset();
    for (const [name, tire] of Object.entries(TIRES)) tires[name as keyof TireIds] = await service.productId(tire);
  });
  afterAll(() => service.close());
  return { service, tires };
}
