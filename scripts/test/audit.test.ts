import { describe, expect, it } from 'vitest';
import { readAudit } from '../audit.mjs';

describe('the dependency audit', () => {
  it('fails on a high or critical advisory in a production dependency, not on a moderate one', () => {
    const report = JSON.stringify({
      vulnerabilities: {
        express: { name: 'express', severity: 'high', range: '<5.0.1' },
        debug: { name: 'debug', severity: 'moderate', range: '<4.3.1' },
      },
    });
    const audit = readAudit(report);
    expect(audit.ran).toBe(true);
    if (!audit.ran) throw new Error(audit.why);
    expect(audit.failing.map((finding) => finding.name)).toEqual(['express']);
    expect(audit.findings).toHaveLength(2);
  });

  it('says it could not run when the advisory service refuses, instead of passing as checked', () => {
    const refused = JSON.stringify({ message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', statusCode: 405 });
    expect(readAudit(refused)).toEqual({ ran: false, why: expect.stringContaining('405') });
    expect(readAudit('')).toEqual({ ran: false, why: 'npm audit printed no report' });
  });
});
