import { pino } from 'pino';

/** One JSON logger per process; `service` names the process in every line. */
export function createLogger(service: string) {
  return pino({
    name: service,
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
    base: { service },
  });
}
export type Logger = ReturnType<typeof createLogger>;
