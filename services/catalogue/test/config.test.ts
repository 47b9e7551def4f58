import { ConfigError } from '@tire/service-kit';
import { describe, expect, it } from 'vitest';
import { loadCatalogueConfig } from '../src/config.js';

describe("the catalogue service's settings", () => {
  it('reads the order rules from the environment, with their defaults', () => {
    expect(loadCatalogueConfig({}).orders).toEqual({ holdMinutes: 30, limits: { maxPendingOrders: 2, maxPendingTires: 24 } });
    expect(loadCatalogueConfig({ ORDER_HOLD_MINUTES: '45', MAX_PENDING_TIRES: '8' }).orders).toEqual({
      holdMinutes: 45,
      limits: { maxPendingOrders: 2, maxPendingTires: 8 },
    });
  });

  it('refuses a typo in ORDER_HOLD_MINUTES, and names every bad variable at once', () => {
    expect(() => loadCatalogueConfig({ ORDER_HOLD_MINUTES: '3O' })).toThrow('ORDER_HOLD_MINUTES="3O": must be a positive number');
    expect(() => loadCatalogueConfig({ ORDER_HOLD_MINUTES: '0' })).toThrow(ConfigError);
    try {
      loadCatalogueConfig({ ORDER_HOLD_MINUTES: '3O', HOLD_SWEEP_INTERVAL_MS: '30s' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems.map((problem) => problem.name)).toEqual(['HOLD_SWEEP_INTERVAL_MS', 'ORDER_HOLD_MINUTES']);
    }
  });
});
