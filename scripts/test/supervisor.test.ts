import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../lib/free-port.mjs';
import { startParts } from '../lib/platform.mjs';
import { nextDelay } from '../lib/supervisor.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readyPid(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(500) });
    return response.ok ? ((await response.json()) as { pid: number }).pid : undefined;
  } catch {
    return undefined;
  }
}

let stopAll: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stopAll?.();
  stopAll = undefined;
});

describe("npm start's supervisor", () => {
  it('reports a part that was killed (name, signal, last log lines) and has it answering /health/ready again within 10 s', async () => {
    const port = await freePort();
    const ready = `http://127.0.0.1:${port}/health/ready`;
    const reports: string[] = [];
    const platform = await startParts(
      [
        {
          name: 'reservations',
          command: process.execPath,
          args: [path.join(here, 'fixtures', 'fake-part.mjs')],
          cwd: here,
          env: { PORT: String(port) },
          health: `http://127.0.0.1:${port}/health/live`,
          ready,
        },
      ],
      { logStream: { write: () => true } as unknown as NodeJS.WritableStream, report: (line: string) => reports.push(line) },
    );
    stopAll = platform.stopAll;
    expect(await platform.health()).toEqual([{ name: 'reservations', url: ready, ok: true, text: 'ready' }]);

    const firstPid = platform.running.get('reservations')!.pid!;
    expect(await readyPid(ready)).toBe(firstPid);
    const killedAt = Date.now();
    process.kill(firstPid, 'SIGKILL');

    // Reported at once: its name, how it ended and its last log lines.
    while (!reports.some((line) => line.includes('reservations exited')) && Date.now() - killedAt < 2000) await sleep(20);
    const report = reports.find((line) => line.includes('reservations exited')) ?? '';
    expect(report).toContain('signal SIGKILL');
    expect(report).toContain(`fake part listening on ${port} (pid ${firstPid})`);
    expect(report).toMatch(/restarting reservations in 0\.5 s/);

    // Back, as a new process, answering its readiness within 10 s.
    let pid: number | undefined;
    while (Date.now() - killedAt < 10_000) {
      pid = await readyPid(ready);
      if (pid && pid !== firstPid) break;
      await sleep(100);
    }
    expect(pid).toBeDefined();
    expect(pid).not.toBe(firstPid);
    expect(platform.running.get('reservations')!.pid).toBe(pid);
    while (!reports.some((line) => line.includes('reservations is back')) && Date.now() - killedAt < 10_000) await sleep(20);
    expect(reports.some((line) => line.includes('reservations is back'))).toBe(true);

    // Stopping everything restarts nothing.
    await platform.stopAll();
    stopAll = undefined;
    await sleep(1200);
    expect(await readyPid(ready)).toBeUndefined();
    expect(reports.filter((line) => line.includes('exited'))).toHaveLength(1);
  });

  it('fails the start, with the last log lines, when a part exits before it is ready', async () => {
    const port = await freePort();
    await expect(
      startParts(
        [
          {
            name: 'broken',
            command: process.execPath,
            args: ['-e', 'console.log("DATABASE_URL is not set"); process.exit(3)'],
            cwd: here,
            env: {},
            health: `http://127.0.0.1:${port}/health/live`,
          },
        ],
        { logStream: { write: () => true } as unknown as NodeJS.WritableStream, report: () => {} },
      ),
    ).rejects.toThrow(/broken exited before it was ready[\s\S]*DATABASE_URL is not set/);
  });

  it('backs off exponentially from 0.5 s to 30 s, and starts over after a long enough run', () => {
    const delays: number[] = [];
    let delay: number | undefined;
    for (let i = 0; i < 9; i++) delays.push((delay = nextDelay(delay, 1000)));
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(nextDelay(30000, 120_000)).toBe(500);
  });
});
