import { describe, expect, it } from 'vitest';
import { chromiumForThisFile } from '../support/browser.js';
import { auditEveryRoute, PHONE } from '../support/route-audit.js';

const browser = chromiumForThisFile();

// Finnish words are the longest: the phone run is where text pushes a page sideways.
describe('every route, in Finnish on a phone', () => {
  it('renders with every message, no serious accessibility finding and nothing wider than the screen: signed out, signed in and as admin', async () => {
    expect(await auditEveryRoute(browser, 'fi', PHONE)).toEqual([]);
  }, 180_000);
});
