import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from '@tire/service-kit';
import type { Identify, Identity } from '../middleware/identity.js';
import type { AccountsClient } from './accounts-client.js';
import type { SessionConfig } from './session-config.js';
import './session-data.js';

interface Rights {
  exists: boolean;
  isAdmin: boolean;
  at: number;
}

/**
 * The session's user, checked on every request: a session older than its absolute lifetime ends
 * however active it was, and administrator rights are re-read from the accounts service (at most
 * every adminRecheckMs per user), so removing someone from ADMIN_EMAILS takes effect within
 * seconds rather than at the end of a rolling 7-day session. A deleted account signs out. When
 * the accounts service cannot be asked, rights fail safe: signed in, but not an administrator.
 */
export function sessionIdentity(options: {
  accounts: Pick<AccountsClient, 'user'>;
  config: Pick<SessionConfig, 'absoluteMaxAgeMs' | 'adminRecheckMs'>;
  logger: Logger;
  now?: () => number;
}): Identify {
  const { accounts, config, logger, now = Date.now } = options;
  // Bounded, and an entry past its recheck time is freed (the same rule as the availability cache).
  const rights = new LRUCache<string, Rights>({ max: 10_000, ttl: Math.max(1, config.adminRecheckMs), ttlAutopurge: true });

  async function currentRights(userId: string): Promise<Rights> {
    const known = rights.get(userId);
    if (known && now() - known.at < config.adminRecheckMs) return known;
    try {
      const user = await accounts.user(userId);
      const fresh = { exists: Boolean(user), isAdmin: user?.isAdmin ?? false, at: now() };
      rights.set(userId, fresh);
      return fresh;
    } catch (error) {
      logger.warn({ err: error, userId }, 'accounts unreachable: administrator rights withheld for now');
      return { exists: true, isAdmin: false, at: 0 };
    }
  }

  return async (req: Request): Promise<Identity | null> => {
    const user = req.session?.user;
    if (!user) return null;
    const signedInAt = req.session.signedInAt ?? 0;
    if (now() - signedInAt > config.absoluteMaxAgeMs) {
      await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
      return null;
    }
    const { exists, isAdmin } = await currentRights(user.userId);
    if (!exists) {
      await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
      return null;
    }
    return { ...user, isAdmin };
  };
}
