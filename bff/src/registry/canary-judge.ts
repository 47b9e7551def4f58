import type { Logger } from '@tire/service-kit';
import { Counter } from 'prom-client';
import type pg from 'pg';
import { metricsRegistry } from '@tire/service-kit';
import { rollBack } from './registry-store.js';

export interface JudgeRules {
  /** Loads a version needs in the window before it is judged (CANARY_MIN_SAMPLE). */
  minSample: number;
  /** How much worse the canary's failure rate may be than the default's (CANARY_MAX_EXTRA_FAILURE_RATE, 0.05). */
  maxExtraFailureRate: number;
  /** How much slower its load-time p75 may be, as a factor and in ms (both must be exceeded). */
  maxSlowdownFactor: number;
  maxSlowdownMs: number;
  /** The window of load reports looked at. */
  windowMinutes: number;
}

export const DEFAULT_JUDGE_RULES: JudgeRules = { minSample: 20, maxExtraFailureRate: 0.05, maxSlowdownFactor: 1.5, maxSlowdownMs: 500, windowMinutes: 30 };

export interface VersionHealth {
  /** Attempts to load it (a page that loaded and then threw reports a load and a render error). */
  loads: number;
  /** Loads that failed and render errors. */
  failures: number;
  p75Ms: number | null;
}

const autoRollbacks = new Counter({
  name: 'remote_canary_auto_rollbacks_total',
  help: 'Canaries the judge rolled back by itself, by remote, version and reason.',
  labelNames: ['remote', 'version', 'reason'] as const,
  registers: [metricsRegistry],
});

/**
 * Why a canary should be rolled back, or null: worse failure rate (load failures and render
 * errors over all loads) or slower load-time p75 than the default version, by the set margins,
 * once the canary has the minimum sample. The default needs no sample: with none it counts as healthy.
 */
export function verdict(canary: VersionHealth, byDefault: VersionHealth, rules: JudgeRules): string | null {
  if (canary.loads < rules.minSample) return null;
  const rate = (health: VersionHealth) => (health.loads ? health.failures / health.loads : 0);
  if (rate(canary) > rate(byDefault) + rules.maxExtraFailureRate)
    return `failure rate ${(rate(canary) * 100).toFixed(0)} % against ${(rate(byDefault) * 100).toFixed(0)} %`;
  if (canary.p75Ms !== null && byDefault.p75Ms !== null && byDefault.loads >= rules.minSample) {
    const slower = canary.p75Ms > byDefault.p75Ms * rules.maxSlowdownFactor && canary.p75Ms - byDefault.p75Ms > rules.maxSlowdownMs;
    if (slower) return `load time p75 ${canary.p75Ms} ms against ${byDefault.p75Ms} ms`;
  }
  return null;
}

async function healthOf(pool: pg.Pool, remote: string, version: string, windowMinutes: number): Promise<VersionHealth> {
  const { rows } = await pool.query<{ loads: number; failures: number; p75: number | null }>(
    `SELECT count(*) FILTER (WHERE outcome <> 'render_error')::int AS loads, count(*) FILTER (WHERE outcome <> 'loaded')::int AS failures,
            percentile_cont(0.75) WITHIN GROUP (ORDER BY load_ms) FILTER (WHERE outcome = 'loaded' AND load_ms IS NOT NULL) AS p75
     FROM "registry".load_reports WHERE remote = $1 AND version = $2 AND at > now() - make_interval(mins => $3)`,
    [remote, version, windowMinutes],
  );
  const row = rows[0]!;
  return { loads: row.loads, failures: row.failures, p75Ms: row.p75 === null ? null : Math.round(row.p75) };
}

/**
 * One round of the judge: every canary in flight is compared with its remote's default version;
 * a failing one is rolled back (only if it is still the canary: another BFF may have done it),
 * audited as automatic, and counted. Old load reports are purged.
 */
export async function judgeCanaries(pool: pg.Pool, logger: Logger, rules: JudgeRules = DEFAULT_JUDGE_RULES) {
  const { rows } = await pool.query<{ remote: string; default_version: string; canary_version: string }>(
    'SELECT remote, default_version, canary_version FROM "registry".deployments WHERE canary_version IS NOT NULL',
  );
  for (const row of rows) {
    const reason = verdict(
      await healthOf(pool, row.remote, row.canary_version, rules.windowMinutes),
      await healthOf(pool, row.remote, row.default_version, rules.windowMinutes),
      rules,
    );
    if (!reason) continue;
    const rolledBack = await rollBack(pool, row.remote, { actor: 'canary-judge', reason, automatic: true, onlyCanary: row.canary_version }).catch(
      (error: unknown) => {
        logger.warn({ err: error, remote: row.remote }, 'canary judge: rollback not written this round');
        return null;
      },
    );
    if (rolledBack) {
      autoRollbacks.inc({ remote: row.remote, version: row.canary_version, reason: reason.startsWith('failure') ? 'failures' : 'load_time' });
      logger.warn({ remote: row.remote, version: row.canary_version, reason }, 'canary rolled back automatically');
    }
  }
  await pool.query(`DELETE FROM "registry".load_reports WHERE at < now() - interval '7 days'`);
}
