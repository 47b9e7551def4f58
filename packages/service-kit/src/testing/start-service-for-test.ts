import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { createLogger, type Logger } from '../logger.js';
import type { BackgroundChoice, ServiceInstance } from '../serve.js';
import type { ServiceName } from '../service-keys.js';
import { asBff } from './as-bff.js';

/** What every create<Service>Service takes besides its own stand-ins. */
interface FactoryOptions {
  logger: Logger;
  background?: BackgroundChoice;
  db?: unknown;
}

/** A connection the test opened and hands to the service: closed with it. */
type Closable = { close(): Promise<unknown> } | { end(): Promise<unknown> };

export type StartOptions<O extends FactoryOptions> = Omit<O, 'logger' | 'background'> & {
  /** Which service this is: calls carry a service token for it. */
  service: ServiceName;
  /** Its loops (relay, sweepers, purges, workers): none unless the test is about them. */
  background?: BackgroundChoice;
  logger?: Logger;
};

export interface ServiceForTest<S extends ServiceInstance = ServiceInstance> {
  /** What the factory returned (app, background, close). */
  instance: S;
  /**
   * The service as the BFF calls it, for supertest (`request(service.app).get(...)`): the test's
   * identity headers become a signed service token (asBff).
   */
  app: Express;
  /** The service as another part calls it (`service.as('payments')`). */
  as(issuer: ServiceName): Express;
  /** The service itself, for tests of its boundary (no token). */
  unguarded: Express;
  /** Listens on a free port (the BFF's view unless another app is given): the base URL, for requests that must really run in parallel. */
  listen(app?: Express): Promise<string>;
  /** Stops its loops, closes its servers and connections, the test's database included. */
  close(): Promise<void>;
}

/**
 * One way every service's tests start their service: the service's own factory, with the test's
 * settings (its config, usually load<Service>Config of a test environment with the test's
 * overrides), database, clock and stand-ins for the other parts, no loops unless asked, and the
 * app wrapped as its callers reach it. Tests talk to it with supertest.
 */
export function startServiceForTest<O extends FactoryOptions, S extends ServiceInstance>(
  create: (options: O) => S,
  { service, background = false, logger = createLogger(`${service}-test`), ...options }: StartOptions<O>,
): ServiceForTest<S> {
  const instance = create({ ...options, logger, background } as unknown as O);
  const servers: Server[] = [];
  const app = asBff(instance.app, service);
  return {
    instance,
    app,
    as: (issuer) => asBff(instance.app, service, issuer),
    unguarded: instance.app,
    async listen(target = app) {
      const server: Server = await new Promise((resolve) => {
        const listening = target.listen(0, '127.0.0.1', () => resolve(listening));
      });
      servers.push(server);
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async close() {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
      await Promise.all(instance.background.map((loop) => loop.stop()));
      await instance.close();
      const db = (options as { db?: Closable }).db;
      if (db) await ('close' in db ? db.close() : db.end());
    },
  };
}
