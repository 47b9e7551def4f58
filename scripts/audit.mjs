// `npm run audit` (and a step of `npm test`): the production dependencies checked against the npm
// registry's advisories. Fails on a high or critical advisory. When the advisory service cannot
// be asked (offline, or a network that lets only GETs through to the registry, as this
// workplace's does), it says so plainly and does not pretend the dependencies were checked.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { paint, ROOT } from './lib/run.mjs';

const FAILING = new Set(['high', 'critical']);

/**
 * What one `npm audit --json` run says: ran (with findings) or could not run (with why).
 * @typedef {{ name: string; severity: string; range?: string }} Finding
 * @returns {{ ran: true; findings: Finding[]; failing: Finding[] } | { ran: false; why: string }}
 */
export function readAudit(stdout) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return { ran: false, why: 'npm audit printed no report' };
  }
  if (report.error || report.message) {
    const why = report.error?.summary || report.message || 'the advisory service answered with an error';
    return { ran: false, why };
  }
  const findings = Object.values(report.vulnerabilities ?? {}).map((entry) => ({ name: entry.name, severity: entry.severity, range: entry.range }));
  return { ran: true, findings, failing: findings.filter((finding) => FAILING.has(finding.severity)) };
}

function main() {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  const audit = readAudit(result.stdout ?? '');
  if (!audit.ran) {
    console.log(
      paint(33, `  Dependency audit could not run: ${audit.why}.`) +
        '\n  The production dependencies were NOT checked against the advisories; run `npm run audit` where the npm registry’s audit endpoint is reachable.',
    );
    return;
  }
  if (audit.failing.length > 0) {
    for (const finding of audit.failing) console.error(`  ${finding.severity}: ${finding.name} ${finding.range ?? ''}`);
    console.error(paint(31, `  ${audit.failing.length} production dependencies have high or critical advisories (npm audit --omit=dev for details)`));
    process.exit(1);
  }
  console.log(`  Dependency audit: ${audit.findings.length} low or moderate advisories, none high or critical`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
