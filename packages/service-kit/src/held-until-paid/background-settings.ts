import { positiveNumber, serviceUrlSetting } from '../config.js';

/**
 * What a service whose records are held until paid (catalogue orders, reservations bookings)
 * reads alike: PAYMENTS_URL, where the money of cancelled ones is reported, and how often its
 * background work runs: the outbox relay, the hold sweeper, the money notices to the payments
 * service and the purge of stored Idempotency-Key answers. Only the money notices' default
 * differs between the services, so it is given.
 */
export function heldUntilPaidSettings({ moneyNotifyIntervalMs }: { moneyNotifyIntervalMs: number }) {
  return {
    PAYMENTS_URL: serviceUrlSetting('payments'),
    OUTBOX_RELAY_INTERVAL_MS: positiveNumber(500),
    HOLD_SWEEP_INTERVAL_MS: positiveNumber(30_000),
    MONEY_NOTIFY_INTERVAL_MS: positiveNumber(moneyNotifyIntervalMs),
    IDEMPOTENCY_PURGE_INTERVAL_MS: positiveNumber(3_600_000),
  };
}

/** The settings of heldUntilPaidSettings. */
export interface HeldUntilPaidSettings {
  /** PAYMENTS_URL: where cancelled holds' money is reported. */
  paymentsUrl: string;
  /** OUTBOX_RELAY_INTERVAL_MS: how often the outbox relay looks for events (500 ms). */
  relayIntervalMs: number;
  /** HOLD_SWEEP_INTERVAL_MS: how often lapsed holds are released (30 s). */
  holdSweepIntervalMs: number;
  /** MONEY_NOTIFY_INTERVAL_MS: how often cancelled holds' money is handed to the payments service. */
  moneyNotifyIntervalMs: number;
  /** IDEMPOTENCY_PURGE_INTERVAL_MS: how often stored answers older than 7 days are deleted (1 h). */
  idempotencyPurgeIntervalMs: number;
}

type HeldUntilPaidEnv = {
  PAYMENTS_URL: string;
  OUTBOX_RELAY_INTERVAL_MS: number;
  HOLD_SWEEP_INTERVAL_MS: number;
  MONEY_NOTIFY_INTERVAL_MS: number;
  IDEMPOTENCY_PURGE_INTERVAL_MS: number;
};

/** The settings out of a parsed environment of heldUntilPaidSettings. */
export const heldUntilPaidOf = (env: HeldUntilPaidEnv): HeldUntilPaidSettings => ({
  paymentsUrl: env.PAYMENTS_URL,
  relayIntervalMs: env.OUTBOX_RELAY_INTERVAL_MS,
  holdSweepIntervalMs: env.HOLD_SWEEP_INTERVAL_MS,
  moneyNotifyIntervalMs: env.MONEY_NOTIFY_INTERVAL_MS,
  idempotencyPurgeIntervalMs: env.IDEMPOTENCY_PURGE_INTERVAL_MS,
});
