import { createLogger, DATABASE_URL, PORTS, serve } from '@tire/service-kit';
import { serviceDatabaseUrl } from './config.js';
import { connectDatabase } from './data-access/database.js';
import { startRefundWorker } from './domain/refund-worker.js';
import { startSettlementRetry } from './domain/retry-settlements.js';
import { createPaymentsApp } from './entry-points/http/app.js';

const logger = createLogger('payments');
const db = connectDatabase(serviceDatabaseUrl(DATABASE_URL), { poolSize: Number(process.env.DB_POOL_SIZE ?? 5) });
const { app, deps } = createPaymentsApp({ db, logger });
logger.info({ provider: deps.provider.name }, `payments through the ${deps.provider.name} provider`);
const retry = startSettlementRetry(deps, Number(process.env.SETTLEMENT_RETRY_INTERVAL_MS ?? 30_000));
const refunds = startRefundWorker(deps);

serve(app, PORTS.payments, logger, async () => {
  retry.stop();
  await refunds.stop();
  await db.close();
});
