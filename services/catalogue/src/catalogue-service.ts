import { databaseFromSettings, serviceFoundation, startOutboxAndPurgeLoops, type ServiceFactoryOptions, type ServiceInstance } from '@tire/service-kit';
import { DB_SCHEMA, type CatalogueConfig } from './config.js';
import { connectDatabase, type Database } from './data-access/database.js';
import { createPaymentsClient, type PaymentsClient } from './data-access/payments-client.js';
import { httpLocationDirectory, type LocationDirectory } from './data-access/service-locations-client.js';
import { createFittingsClient, type FittingsClient } from './data-access/fittings-client.js';
import { startFittingNotifier } from './domain/order-fitting.js';
import { startHoldSweeper } from './domain/hold-sweeper.js';
import { startOrderMoneyNotifier } from './domain/order-money.js';
import { createCatalogueApp } from './entry-points/http/app.js';

export interface CatalogueServiceOptions extends ServiceFactoryOptions<CatalogueConfig, Database> {
  /** The reservations service's locations (over HTTP unless given). */
  locations?: LocationDirectory;
  /** The payments service, told of cancelled orders' money (over HTTP unless given). */
  payments?: PaymentsClient;
  /** The reservations service, holding and settling order fittings (over HTTP unless given). */
  fittings?: FittingsClient;
}

/**
 * The catalogue service put together from its settings: database, the HTTP app, and its loops
 * (outbox relay, hold sweeper, idempotency purge, money notifier). main.ts serves it; tests start
 * it with their own database, clock and locations.
 */
export function createCatalogueService(options: CatalogueServiceOptions): ServiceInstance {
  const { config, logger, db, clock, loops, closeDatabase } = serviceFoundation(options, databaseFromSettings(connectDatabase));
  const {
    locations = httpLocationDirectory({ baseUrl: config.reservationsUrl }),
    payments = createPaymentsClient(config.paymentsUrl),
    fittings = createFittingsClient(config.reservationsUrl),
  } = options;
  const app = createCatalogueApp({ db, logger, now: clock, locations, fittings, orders: config.orders });

  // Order confirmations (order.paid) go from the outbox table to the e-mail queue; idempotency
  // records (stored answers, with personal data) are deleted after 7 days.
  startOutboxAndPurgeLoops(loops, { service: 'catalogue', schema: DB_SCHEMA, pool: db.pool, config, logger, clock });
  // Unpaid orders give their tires back after ORDER_HOLD_MINUTES (checked every HOLD_SWEEP_INTERVAL_MS).
  loops.start('hold sweeper', () =>
    startHoldSweeper({ pool: db.pool, now: clock, logger, holdMinutes: config.orders.holdMinutes }, config.holdSweepIntervalMs),
  );
  // Orders an administrator cancelled are handed to the payments service (open payments cancelled,
  // paid ones refunded) until it acknowledges (MONEY_NOTIFY_INTERVAL_MS).
  loops.start('money notifier', () => startOrderMoneyNotifier({ pool: db.pool, logger, payments }, config.moneyNotifyIntervalMs));

  // A paid or cancelled order's fitting is booked or freed at the reservations service, until it acknowledges.
  loops.start('fitting notifier', () => startFittingNotifier({ pool: db.pool, logger, fittings }, config.moneyNotifyIntervalMs));

  return {
    app,
    background: loops.loops,
    close: closeDatabase,
  };
}
