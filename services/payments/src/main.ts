import { createLogger, PORTS, serve } from '@tire/service-kit';
import { loadPaymentsConfig } from './config.js';
import { connectDatabase } from './data-access/database.js';
import { startReconciliation } from './domain/reconcile-intents.js';
import { startRefundWorker } from './domain/refund-worker.js';
import { startSettlementRetry } from './domain/retry-settlements.js';
import { createPaymentsApp } from './entry-points/http/app.js';

const logger = createLogger('payments');
// Throws (the service does not start) on an unsafe production configuration, saying what to set.
const config = loadPaymentsConfig();
for (const warning of config.warnings) logger.warn(warning);
const db = connectDatabase(config.databaseUrl, { poolSize: config.poolSize });
const { app, deps } = createPaymentsApp({ db, logger, stripe: config.stripe });
logger.info({ provider: deps.provider.name }, `payments through the ${deps.provider.name} provider`);
const retry = startSettlementRetry(deps);
const refunds = startRefundWorker(deps);
const reconciliation = startReconciliation(deps);

// On SIGTERM: requests drain while the loops finish their run; then the database client closes.
// (Prisma's adapter owns the pool here: no pg pool gauges; the loops' runs are counted by name.)
serve(app, PORTS.payments, logger, {
  stop: [retry, refunds, reconciliation],
  close: () => db.close(),
});
