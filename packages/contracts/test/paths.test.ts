import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_PATHS, callPath, trackReservation, updateReservation } from '../src/index.js';

describe('callPath', () => {
  it('fills a call’s path template with encoded parameters', () => {
    expect(callPath(updateReservation, { id: 7 })).toBe('/api/reservations/7');
    expect(callPath(trackReservation, { code: 'TIRE 7K/3' })).toBe('/api/reservations/track/TIRE%207K%2F3');
    expect(callPath(API_PATHS.trackReservation, { code: 'ABC' })).toBe('/api/reservations/track/ABC');
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => callPath(updateReservation, {})).toThrow(':id');
  });
});

describe('API_PATHS', () => {
  it('is what the calls use, and loads nothing (no zod in the first page load)', () => {
    expect(updateReservation.path).toBe(API_PATHS.updateReservation);
    const source = readFileSync(new URL('../src/paths.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^import /m);
  });
});
