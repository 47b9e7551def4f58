import { afterAll, beforeAll } from 'vitest';

/**
 * Something the whole test file shares: started before its tests (ahead of the hooks the file
 * registers after this call) and stopped after them (after those hooks, so what stands in front of
 * it stops first). Returns its getter, usable once the file's tests or hooks run.
 */
export function forFile<T>(start: () => Promise<T>, stop: (started: T) => Promise<unknown> | void): () => T {
  let started: { value: T } | undefined;
  beforeAll(async () => {
    started = { value: await start() };
  });
  afterAll(async () => {
    if (started) await stop(started.value);
  });
  return () => {
    if (!started) throw new Error('started in beforeAll: use it in a test or a hook');
    return started.value;
  };
}
