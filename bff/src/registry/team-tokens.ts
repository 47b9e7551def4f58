import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpError } from '@tire/service-kit';
import type { Request } from 'express';

/** REGISTRY_TEAM_TOKENS: `{ "<team>": "<sha256 hex of its token>" }`; a team is named after its remote. */
export type TeamTokenDigests = Record<string, string>;

export const tokenDigest = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * The team a request's bearer token belongs to, compared in constant time with every team's
 * digest; a request without a known token is a 401 (no write without a team's token).
 */
export function teamOf(req: Pick<Request, 'headers'>, digests: TeamTokenDigests): string {
  const header = req.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) throw HttpError.saying('unauthorized', "A team's registry token is required (Authorization: Bearer …)");
  const given = Buffer.from(tokenDigest(token), 'hex');
  let team: string | undefined;
  for (const [name, digest] of Object.entries(digests)) {
    const known = Buffer.from(digest, 'hex');
    if (known.length === given.length && timingSafeEqual(known, given)) team = name;
  }
  if (!team) throw HttpError.saying('unauthorized', 'This registry token belongs to no team');
  return team;
}

/** A team writes its own remote only. */
export function assertTeamOwns(team: string, remote: string) {
  if (team !== remote) throw HttpError.saying('forbidden', `The ${team} team may not change the ${remote} remote`);
}
