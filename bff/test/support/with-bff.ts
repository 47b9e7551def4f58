import type { Identify } from '../../src/middleware/identity.js';
import { startBff } from '../harness.js';

type Bff = Awaited<ReturnType<typeof startBff>>;
type Use = (bff: Bff) => Promise<void>;

/** Runs `use` against a BFF started for it alone (who is calling told by `identify`), closing the BFF however `use` ends. */
export async function withBff(env: Record<string, string>, use: Use): Promise<void>;
export async function withBff(env: Record<string, string>, identify: Identify, use: Use): Promise<void>;
export async function withBff(env: Record<string, string>, ...rest: [Use] | [Identify, Use]) {
  const [identify, use] = rest.length === 1 ? [undefined, rest[0]] : rest;
  const bff = await startBff(env, identify);
  try {
    await use(bff);
  } finally {
    await bff.close();
  }
}
