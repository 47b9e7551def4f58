import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Evaluated through the DevTools protocol rather than added as a <script>: the site's CSP
// (rightly) refuses inline scripts, and the audit should see the page under its real policy.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  /** Each failing element's selector with axe's reason (for contrast: the colours it measured). */
  targets: string[];
}

/** Runs axe-core in the page; returns the serious and critical findings. */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Node = { target: string[]; failureSummary?: string };
    type Violation = { id: string; impact: string | null; help: string; nodes: Node[] };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    const describe = (node: Node) => `${node.target.join(' ')} [${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()}]`;
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, targets: violation.nodes.map(describe) }));
  });
}
