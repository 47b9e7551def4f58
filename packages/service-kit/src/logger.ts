import type { IncomingMessage, ServerResponse } from 'node:http';
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
 * One JSON logger per process; `service` names the process in every line. Secret headers of
 * any logged request or response are censored here (log-redaction.ts), whoever logs them.
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
    options.destination,
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
