import { describe, expect, it } from 'vitest';
import { chromiumForThisFile } from '../support/browser.js';
import { auditEveryRoute, DESKTOP } from '../support/route-audit.js';

const browser = chromiumForThisFile();

describe('every route, in English', () => {
  it('renders with every message, no serious accessibility finding and nothing wider than the screen: signed out, signed in and as admin', async () => {
    expect(await auditEveryRoute(browser, 'en', DESKTOP)).toEqual([]);
  }, 180_000);
});
