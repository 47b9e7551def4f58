import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.resolve(here, '../../../node_modules/.bin/tsx');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Fixture {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Starts the fixture service as its own process (the drain ends in process.exit). */
async function startFixture(env: Record<string, string> = {}): Promise<Fixture> {
  const child = spawn(tsx, [path.join(here, 'support', 'drain-fixture.ts')], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const match = /^port (\d+)$/m.exec(output);
    if (match) return { child, port: Number(match[1]), output: () => output, exited };
    if (child.exitCode !== null) break;
    await sleep(50);
  }
  throw new Error(`the fixture did not start:\n${output}`);
}

describe('drain on SIGTERM (serve)', () => {
  it('fails readiness at once, finishes the request in flight, stops background work and exits 0', async () => {
    // A load balancer needs a moment to see readiness fail: the listener stays open that long.
    const fixture = await startFixture({ SHUTDOWN_DELAY_MS: '800' });
    const base = `http://127.0.0.1:${fixture.port}`;
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);

    const slow = fetch(`${base}/health/slow?ms=2000`).then(async (response) => ({ status: response.status, body: await response.json() }));
    while (!fixture.output().includes('slow request started')) await sleep(20);
    const signalledAt = Date.now();
    fixture.child.kill('SIGTERM');
    await sleep(100);

    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'draining' });
    // Liveness still answers: the process is fine, it is leaving.
    expect((await fetch(`${base}/health/live`)).status).toBe(200);

    // After the delay the listener is closed: no new connections...
    await sleep(1000);
    await expect(fetch(`${base}/health/live`, { signal: AbortSignal.timeout(1000) })).rejects.toThrow();
    expect(fixture.child.exitCode).toBeNull();

    // ...but the request in flight gets its answer, and only then does the process exit, with 0.
    expect(await slow).toEqual({ status: 200, body: { finished: true } });
    const { code } = await fixture.exited;
    expect(code).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(1800);
    const out = fixture.output();
    expect(out).toContain('task stopped');
    expect(out.indexOf('closed')).toBeGreaterThan(out.indexOf('task stopped'));
    expect(out).toContain('drained; exiting');
  });

  it('exits anyway with 1 and an error log when the drain passes its deadline', async () => {
    const fixture = await startFixture({ TEST_DEADLINE_MS: '1000' });
    const base = `http://127.0.0.1:${fixture.port}`;
    const stuck = fetch(`${base}/health/slow?ms=30000`).catch(() => 'connection lost');
    while (!fixture.output().includes('slow request started')) await sleep(20);
    const signalledAt = Date.now();
    fixture.child.kill('SIGTERM');
    const { code } = await fixture.exited;
    expect(code).toBe(1);
    expect(Date.now() - signalledAt).toBeLessThan(5000);
    expect(fixture.output()).toMatch(/drain did not finish within 1 s/);
    expect(await stuck).toBe('connection lost');
  });

  it('exits 1 with a fatal log when its port is taken, instead of living on without listening', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as net.AddressInfo).port;
    try {
      const child = spawn(tsx, [path.join(here, 'support', 'drain-fixture.ts')], {
        env: { ...process.env, LOG_LEVEL: 'info', FIXTURE_PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      started.push(child);
      let output = '';
      child.stdout!.on('data', (chunk) => (output += chunk));
      child.stderr!.on('data', (chunk) => (output += chunk));
      const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
      expect(code).toBe(1);
      expect(output).toContain('cannot listen');
      expect(output).toContain('EADDRINUSE');
    } finally {
      holder.close();
    }
  });
});
