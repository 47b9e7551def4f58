// Keeps the platform's long-running parts up: starts each one in its own process group, waits
// until it answers its health URL, and from then on reports a part that exits (name, exit code
// or signal, its last log lines) and starts it again with exponential backoff. Stopping (Ctrl-C)
// stops everything and restarts nothing. Node built-ins only, like the rest of scripts/lib.
import { paint, startProcess, stopProcess, waitForHttp } from './run.mjs';

const DEFAULT_BACKOFF = { initialMs: 500, maxMs: 30_000, resetAfterMs: 60_000 };
const TAIL_LINES = 10;

/** The next restart delay: doubles up to maxMs, back to initialMs after a run of resetAfterMs or more. */
export function nextDelay(previousMs, uptimeMs, { initialMs, maxMs, resetAfterMs } = DEFAULT_BACKOFF) {
  if (previousMs === undefined || uptimeMs >= resetAfterMs) return initialMs;
  return Math.min(previousMs * 2, maxMs);
}

/** GET a readiness URL: 'ready', or why not ('503 …', 'no answer'). */
export async function probe(url, timeoutMs = 2000) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (response.ok) return { ok: true, text: 'ready' };
    let detail = '';
    try {
      const body = await response.json();
      const failing = Object.entries(body.checks ?? {}).filter(([, value]) => value !== 'ok');
      detail = failing.length ? ` (${failing.map(([name, value]) => `${name}: ${value}`).join(', ')})` : body.status ? ` (${body.status})` : '';
    } catch {
      // not JSON
    }
    return { ok: false, text: `not ready: HTTP ${response.status}${detail}` };
  } catch (error) {
    return { ok: false, text: `no answer (${error.name === 'TimeoutError' ? 'timeout' : (error.cause?.code ?? error.message)})` };
  }
}

/**
 * Supervises `parts` ({ name, command, args, cwd, env, health, ready? }).
 * @param {object[]} parts
 * @param {{ logStream?: import('node:stream').Writable, report?: (line: string) => void,
 *   backoff?: Partial<typeof DEFAULT_BACKOFF>, startTimeoutMs?: number, stopTimeoutMs?: number }} [options]
 */
export function createSupervisor(parts = [], options = {}) {
  const { logStream, startTimeoutMs = 60_000, stopTimeoutMs = 30_000 } = options;
  const backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
  const report =
    options.report ??
    ((line) => {
      console.log(line);
      logStream?.write(`${line.replace(/\x1b\[[0-9;]*m/g, '')}\n`);
    });
  /** name -> state */
  const states = new Map();
  /** name -> the current child process (a live view, kept up to date across restarts) */
  const running = new Map();
  let shuttingDown = false;

  function launch(state) {
    const { part } = state;
    const child = startProcess({ ...part, logStream });
    state.child = child;
    state.startedAt = Date.now();
    running.set(part.name, child);
    // The last lines of output, for the report when it exits.
    let partial = '';
    const keep = (chunk) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) state.tail.push(line);
      if (state.tail.length > TAIL_LINES) state.tail.splice(0, state.tail.length - TAIL_LINES);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('exit', (code, signal) => {
      if (partial.trim()) state.tail.push(partial);
      state.tail = state.tail.slice(-TAIL_LINES);
      if (running.get(part.name) === child) running.delete(part.name);
      state.child = undefined;
      if (shuttingDown || state.stopped) return;
      onUnexpectedExit(state, code, signal);
    });
    return child;
  }

  function onUnexpectedExit(state, code, signal) {
    const { part } = state;
    const uptime = Date.now() - state.startedAt;
    state.exits += 1;
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    const lines = state.tail.length ? state.tail.map((line) => `    ${line}`).join('\n') : '    (no output)';
    if (!state.everReady) {
      // Never came up: the start-up wait reports it (a configuration error, not something a restart fixes).
      report(paint(31, `✖ ${part.name} exited (${how}) before it was ready; its last log lines:\n`) + lines);
      return;
    }
    state.delayMs = nextDelay(state.delayMs, uptime, backoff);
    report(
      paint(31, `✖ ${part.name} exited (${how}) after ${(uptime / 1000).toFixed(1)} s; its last log lines:\n`) +
        lines +
        paint(33, `\n↻ restarting ${part.name} in ${(state.delayMs / 1000).toFixed(1)} s (restart ${state.exits})`),
    );
    state.tail = [];
    state.timer = setTimeout(() => {
      state.timer = undefined;
      if (shuttingDown || state.stopped) return;
      const child = launch(state);
      waitForHttp(part.health, {
        timeoutMs: startTimeoutMs,
        alive: () => state.child === child && child.exitCode === null && child.signalCode === null,
        name: part.name,
      })
        .then(() => report(paint(32, `✔ ${part.name} is back (${part.health})`)))
        .catch(() => {
          // Its exit (reported above) schedules the next try; a hung start is left to the log.
        });
    }, state.delayMs);
  }

  /** Starts one part and resolves when it answers its health URL (rejects when it exits first). */
  async function start(part) {
    const state = { part, tail: [], exits: 0, delayMs: undefined, everReady: false, stopped: false, child: undefined, startedAt: 0, timer: undefined };
    states.set(part.name, state);
    const child = launch(state);
    try {
      await waitForHttp(part.health, { timeoutMs: startTimeoutMs, alive: () => child.exitCode === null && child.signalCode === null, name: part.name });
    } catch (error) {
      const tail = state.tail.length ? `\n--- last log lines of ${part.name} ---\n${state.tail.join('\n')}` : '';
      state.stopped = true;
      await stopProcess(state.child, stopTimeoutMs);
      if (states.get(part.name) === state) states.delete(part.name);
      throw new Error(`${error.message}${tail}`);
    }
    state.everReady = true;
  }

  /** Stops one part for good (no restart). */
  async function stop(name) {
    const state = states.get(name);
    if (!state) return;
    state.stopped = true;
    clearTimeout(state.timer);
    await stopProcess(state.child, stopTimeoutMs);
    states.delete(name);
  }

  /** Stops every part (each drains; SIGKILL after stopTimeoutMs); nothing restarts from now on. */
  async function stopAll() {
    shuttingDown = true;
    for (const state of states.values()) clearTimeout(state.timer);
    await Promise.all([...states.values()].map((state) => stopProcess(state.child, stopTimeoutMs)));
    states.clear();
    running.clear();
  }

  /** Each part's readiness now: [{ name, url, ok, text }]. */
  async function health() {
    return Promise.all(
      [...states.values()].map(async ({ part }) => {
        const url = part.ready ?? part.health;
        return { name: part.name, url, ...(await probe(url)) };
      }),
    );
  }

  return {
    running,
    start,
    stop,
    stopAll,
    health,
    /** Starts every part given at creation, in parallel; stops them all again if one fails. */
    async startAll() {
      try {
        await Promise.all(parts.map((part) => start(part)));
      } catch (error) {
        await stopAll();
        throw error;
      }
    },
    /** How often a part exited unexpectedly, and its last lines (for tests and reports). */
    stateOf(name) {
      const state = states.get(name);
      return state && { exits: state.exits, tail: [...state.tail], pid: state.child?.pid, delayMs: state.delayMs };
    },
  };
}
