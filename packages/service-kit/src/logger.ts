import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Level } from 'pino';
import { pinoHttp, type Options as PinoHttpOptions } from 'pino-http';
import { LOG_REDACT_PATHS, logRequest, logResponse, REDACTED } from './log-redaction.js';
import { activeTraceId } from './tracing.js';

export interface LoggerOptions {
  /** LOG_LEVEL unless given (tests that read the lines set their own). */
  level?: Level;
  /** Where the lines go: stdout unless given (a test captures them). */
  destination?: DestinationStream;
}

/**
 * How the lines are written: JSON (production, tests, log collectors), or with LOG_FORMAT=pretty
 * one readable line each for a person at a terminal (what `npm start` asks for when its output is
 * one), never in production or in tests.
 */
export function logFormatOf(env: NodeJS.ProcessEnv): 'json' | 'pretty' {
  return env.LOG_FORMAT === 'pretty' && env.NODE_ENV !== 'production' && env.NODE_ENV !== 'test' ? 'pretty' : 'json';
}

interface PrettyLine {
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** An access-log line as "GET /api/availability?… 200 12 ms"; any other line is its message. */
export function prettyMessage(line: PrettyLine): string {
  if (!line.req || !line.res) return line.msg ?? '';
  const failed = line.msg && line.msg !== 'request completed' ? ` (${line.msg})` : '';
  return `${line.req.method} ${line.req.url} ${line.res.statusCode} ${Math.round(line.responseTime ?? 0)} ms${failed}`;
}

/**
 * pino-pretty's stream, in this thread and synchronous (no line lost when the process dies). A
 * development dependency: required only when asked for; without it the lines stay JSON.
 */
function prettyStream(): DestinationStream | undefined {
  let pretty: (options: Record<string, unknown>) => DestinationStream;
  try {
    pretty = createRequire(import.meta.url)('pino-pretty');
  } catch {
    process.stderr.write('LOG_FORMAT=pretty, but pino-pretty is not installed (npm install): the log stays JSON\n');
    return undefined;
  }
  return pretty({
    sync: true,
    // npm start prints the lines to a terminal through a pipe, prefixed with the part's name.
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,name,service,trace_id,req,res,responseTime',
    messageFormat: (line: PrettyLine) => prettyMessage(line),
  });
}

/**
 * One logger per process; `service` names the process in every line. Secret headers of any
 * logged request or response are censored here (log-redaction.ts), whoever logs them.
 */
export function createLogger(service: string, options: LoggerOptions = {}) {
  return pino(
    {
      name: service,
      level: options.level ?? process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
      base: { service },
      redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
      // With tracing on, every line says which trace it belongs to.
      mixin: () => {
        const traceId = activeTraceId();
        return traceId ? { trace_id: traceId } : {};
      },
    },
    options.destination ?? (logFormatOf(process.env) === 'pretty' ? prettyStream() : undefined),
  );
}
export type Logger = ReturnType<typeof createLogger>;

/**
 * The access log of a part (pino-http), for the BFF and every service alike: requests are logged
 * with their secret URL parts masked and the client's network instead of its address
 * (log-redaction.ts); the caller says how ids are made, what is skipped and at which level.
 */
export function requestLogger(logger: Logger, options: Omit<PinoHttpOptions<IncomingMessage, ServerResponse>, 'logger' | 'serializers'>) {
  return pinoHttp({ ...options, logger, serializers: { req: logRequest, res: logResponse } });
}
