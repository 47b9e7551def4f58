import { Redis } from 'ioredis';
import { startBff } from '../harness.js';
import { forFile } from './for-file.js';
import { deleteSessions, sessionPrefixFor, TEST_REDIS_URL } from './sessions.js';

/**
 * A BFF for the whole test file (see forFile) keeping its sessions in Redis under a prefix of the
 * file's own, with a Redis client to look at them; the sessions are deleted after the file.
 * `env` is read when the BFF starts, so it may name services started for the file.
 */
export function sessionBffForFile(name: string, env: () => Record<string, string>) {
  const sessionPrefix = sessionPrefixFor(name);
  const started = forFile(
    async () => ({ bff: await startBff({ ...env(), SESSION_PREFIX: sessionPrefix }), redis: new Redis(TEST_REDIS_URL) }),
    async ({ bff, redis }) => {
      redis.disconnect();
      await deleteSessions(sessionPrefix);
      await bff.close();
    },
  );
  return {
    sessionPrefix,
    get origin() {
      return started().bff.origin;
    },
    get redis() {
      return started().redis;
    },
  };
}
