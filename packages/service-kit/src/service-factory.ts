import type { ServiceBasics } from './config.js';
import type { Logger } from './logger.js';
import { backgroundLoops, type BackgroundChoice } from './serve.js';

/**
 * What every create<Service>Service takes besides its own stand-ins for the other parts: its
 * settings, the database (a test's own, or none), the clock, the logger and which loops to run.
 */
export interface ServiceFactoryOptions<Config, Db> {
  config: Config;
  /** The service's database; opened from the settings (and closed with the service) when not given. */
  db?: Db;
  clock?: () => Date;
  logger: Logger;
  /** Its loops: all of them unless said (tests start none). */
  background?: BackgroundChoice;
}

/** How a service opens its database from its settings, and closes it again. */
export interface ServiceDatabaseHandling<Config, Db> {
  open(config: Config): Db;
  close(db: Db): Promise<unknown>;
}

/**
 * The usual handling: the service's connectDatabase at the settings' DATABASE_URL and DB_POOL_SIZE,
 * closed by its own close.
 */
export function databaseFromSettings<Db extends { close(): Promise<void> }>(
  connect: (databaseUrl: string, options: { poolSize: number }) => Db,
): ServiceDatabaseHandling<Pick<ServiceBasics, 'databaseUrl' | 'poolSize'>, Db> {
  return {
    open: ({ databaseUrl, poolSize }) => connect(databaseUrl, { poolSize }),
    close: (db) => db.close(),
  };
}

/**
 * The start every service factory shares, so each one says only what is its own: the database
 * (the given one, or one opened from the settings), the clock (the real one unless given) and the
 * loop starter. `closeDatabase` closes the database only when the service opened it: a test's
 * database is the test's to close.
 */
export function serviceFoundation<Config, Db>(options: ServiceFactoryOptions<Config, Db>, database: ServiceDatabaseHandling<NoInfer<Config>, Db>) {
  const { config, logger, db: given, clock = () => new Date(), background = true } = options;
  const db = given ?? database.open(config);
  return {
    config,
    logger,
    db,
    clock,
    loops: backgroundLoops(background),
    async closeDatabase(): Promise<void> {
      if (given === undefined) await database.close(db);
    },
  };
}
