import type { Express } from 'express';
import type { Server } from 'node:http';
import type { Logger } from './logger.js';

/**
 * Where services listen: loopback unless HOST says otherwise (a container sets 0.0.0.0 and relies
 * on the service token; a service is never reachable from other hosts by accident).
 */
export const SERVICE_HOST = process.env.HOST || '127.0.0.1';

/** Listens, and on SIGINT/SIGTERM stops taking requests, runs `onClose` and exits. */
export function serve(app: Express, port: number, logger: Logger, onClose: () => Promise<void> = async () => {}) {
  const server: Server = app.listen(port, SERVICE_HOST, () => logger.info({ port, host: SERVICE_HOST }, 'listening'));
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
