import { pino } from 'pino';
import { activeTraceId } from './tracing.js';

/** One JSON logger per process; `service` names the process in every line. */
export function createLogger(service: string) {
  return pino({
    name: service,
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
    base: { service },
    // With tracing on, every line says which trace it belongs to.
    mixin: () => {
      const traceId = activeTraceId();
      return traceId ? { trace_id: traceId } : {};
    },
  });
}
export type Logger = ReturnType<typeof createLogger>;
