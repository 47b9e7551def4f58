import type { Identify } from '../../src/middleware/identity.js';
import { startBff } from '../harness.js';

type Bff = Awaited<ReturnType<typeof startBff>>;
type Use = (bff: Bff) => Promise<void>;

/** Runs `use` against a BFF started for it alone (who is calling told by `identify`), closing the BFF however `use` ends. */
export async function withBff(env: Record<string, string>, use: Use): Promise<void>;
export async function withBff(env: Record<string, string>, identify: Identify, use: Use): Promise<void>;
export async function withBff(env: Record<string, string>, ...rest: [Use] | [Identify, Use]) {
  const [identify, use] = rest.length === 1 ? [undefined, rest[0]] : rest;
  await withStartedBff(startBff(env, identify), use);
}

/**
 * The same for a BFF the test file starts its own way (its stand-in services, its settings):
 * `use` runs against it, and it is closed however `use` ends.
 */
export async function withStartedBff<B extends { close(): Promise<unknown> }>(starting: Promise<B>, use: (bff: B) => Promise<void>) {
  const bff = await starting;
  try {
    await use(bff);
  } finally {
    await bff.close();
  }
}
