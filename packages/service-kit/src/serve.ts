import type { Express } from 'express';
import type { Server } from 'node:http';
import type { Logger } from './logger.js';

/** Listens, and on SIGINT/SIGTERM stops taking requests, runs `onClose` and exits. */
export function serve(app: Express, port: number, logger: Logger, onClose: () => Promise<void> = async () => {}) {
  const server: Server = app.listen(port, '0.0.0.0', () => logger.info({ port }, 'listening'));
  server.keepAliveTimeout = 65_000;
  const stop = async () => {
    server.close();
    await onClose().catch((error) => logger.error({ err: error }, 'close failed'));
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}
