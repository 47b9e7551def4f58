// Small process helpers for the platform scripts. Node built-ins only: these run before `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

const colors = [36, 35, 33, 32, 34, 31, 96, 95, 93, 92, 94];
let colorIndex = 0;
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
export const paint = (code, text) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : text);

// The steps of this run, each with when it started and, once the next begins, how long it took.
const steps = [];
const closeLastStep = () => {
  const last = steps.at(-1);
  if (last && last.seconds === undefined) last.seconds = (Date.now() - last.startedAt) / 1000;
};

/** Prints one step of progress. */
export function step(message) {
  closeLastStep();
  steps.push({ message, startedAt: Date.now() });
  console.log(paint(1, `\n▶ ${message}`));
}

/** Prints how long each step took (where the time of `npm test` goes, run after run). */
export function printStepTimes() {
  closeLastStep();
  const total = steps.reduce((sum, { seconds }) => sum + seconds, 0);
  console.log(paint(1, '\nTime per step'));
  for (const { message, seconds } of steps) console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${message}`);
  console.log(`  ${total.toFixed(0).padStart(5)} s  in all`);
}

/** Runs a command to completion, streaming its output; throws when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
}

/** Same, but only reports success; output is shown when the command fails. */
export function runQuiet(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
  return result.stdout;
}

/** `run` without blocking: streams the command's output, resolves when it succeeds, rejects when it fails. */
export function runAsync(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: ROOT, ...options, env: { ...process.env, ...options.env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (exit ${code ?? signal})`))));
  });
}

/** runQuiet without blocking: resolves with the output, rejects (after showing it) when the command fails. */
export function runQuietAsync(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, ...options, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve(output);
      process.stdout.write(output);
      reject(new Error(`${command} ${args.join(' ')} failed (exit ${code ?? signal})`));
    });
  });
}

/** Runs `work` on every item, at most `width` at a time (two cores build two apps at once). */
export async function inParallel(items, width, work) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(width, queue.length) }, async () => {
      while (queue.length) await work(queue.shift());
    }),
  );
}

/**
 * Starts a long-running process in its own process group (so stopping it stops its children),
 * prefixing each output line with its name. Output can go to a log file instead (quiet mode).
 */
export function startProcess({ name, command, args, cwd, env, logStream }) {
  const color = colors[colorIndex++ % colors.length];
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = paint(color, `[${name}]`.padEnd(16));
  const forward = (chunk) => {
    const text = chunk.toString();
    if (logStream) logStream.write(text.replace(/^(?=.)/gm, `[${name}] `));
    else process.stdout.write(text.replace(/^(?=.)/gm, `${prefix} `));
  };
  child.stdout.on('data', forward);
  child.stderr.on('data', forward);
  return child;
}

/** Stops a process group started by startProcess, politely first. */
export async function stopProcess(child, timeoutMs = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, timeoutMs);
  await exited;
  clearTimeout(timer);
}

/** True when something accepts TCP connections on host:port. */
export function isPortOpen(port, host = '127.0.0.1', timeoutMs = 500) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until a URL answers 2xx: the one wait of npm start's supervisor, the browser tests and
 * the scale test. Throws when the process exits first (`child`, or `alive()` turning false), or
 * after the timeout with the last answer it got (a 503's body names the failing check).
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: import('node:child_process').ChildProcess, alive?: () => boolean, name?: string, intervalMs?: number, requestTimeoutMs?: number }} [options]
 */
export async function waitForHttp(url, { timeoutMs = 60_000, child, alive, name = url, intervalMs = 200, requestTimeoutMs = 1000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${name} exited (code ${child.exitCode}) before it was ready`);
    if (alive && !alive()) throw new Error(`${name} exited before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(requestTimeoutMs) });
      if (response.ok) return;
      last = `${response.status} ${(await response.text()).slice(0, 500)}`;
    } catch (error) {
      last = error.message;
    }
    await sleep(intervalMs);
  }
  throw new Error(`${name} did not become ready at ${url} within ${timeoutMs / 1000} s; last answer: ${last}`);
}

export function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}
