import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startTestService, type TestService } from './test-app.js';

/** The test service of a test file, with the ids of the Helsinki location most tests book at and of Vantaa, the other one. */
export type ServiceUnderTest = TestService & { helsinki: number; vantaa: number };

/**
 * Starts the service once for the calling test file, empties its bookings before every test and
 * stops it after the last one. The object is returned at once and filled in when the file's tests
 * start, so a file can keep it in a `const`.
 */
export function useTestService(options?: Parameters<typeof startTestService>[0]): ServiceUnderTest {
  const service = {} as ServiceUnderTest;
  beforeAll(async () => {
    Object.assign(service, await startTestService(options));
    service.helsinki = await service.locationId('Helsinki');
    service.vantaa = await service.locationId('Vantaa');
  });
  beforeEach(() => service.reset());
  afterAll(() => service.close());
  return service;
}
