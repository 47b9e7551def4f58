/**
 * Rewrites packages/contracts/released-contract.json, the contract the published remotes were
 * built against, with the current one (`npm run contract:release`).
 *
 * Run it when a release of the remotes built against the current contract is published and the
 * previous release is no longer served: from then on no browser runs code that needs the old
 * shape, so the BFF may stop serving it. Run too early, and test/contract-compatibility.test.ts
 * stops guarding remotes that are still out there.
 */
import { writeFileSync } from 'node:fs';
import { breakingChanges } from '../src/compat/breaking-changes.js';
import { contractShape, RELEASED_CONTRACT_FILE, readReleasedContract } from '../src/compat/contract-shape.js';

const current = contractShape();
// Say what the new snapshot gives up, so the release notes can name it.
const dropped = breakingChanges(readReleasedContract(), current);
writeFileSync(RELEASED_CONTRACT_FILE, `${JSON.stringify(current, null, 2)}\n`);
console.log(`Wrote ${Object.keys(current).length} calls to ${RELEASED_CONTRACT_FILE.pathname}.`);
if (dropped.length) console.log(`No longer guaranteed to the remotes released before:\n  ${dropped.join('\n  ')}`);
