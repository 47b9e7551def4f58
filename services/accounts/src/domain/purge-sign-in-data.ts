import type { Logger } from '@tire/service-kit';
import type { Prisma } from '../data-access/database.js';

/**
 * How long sign-in leftovers are kept: used or expired codes (answers to "did my code arrive?"
 * questions need no more), and signups whose code was never verified — those hold the name,
 * phone and address of someone who never became a customer, so they must not stay around; and
 * expired e-mail access links ("my bookings"), which hold an address.
 */
export const SIGN_IN_DATA_RETENTION_HOURS = 24;

/** Deletes what sign-in left behind past its retention; returns how many rows went. */
export async function purgeSignInData({ prisma, now, logger }: { prisma: Prisma; now: () => Date; logger: Logger }) {
  const cutoff = new Date(now().getTime() - SIGN_IN_DATA_RETENTION_HOURS * 3_600_000);
  // A signup code lives ten minutes and a pending signup belongs to one code (and is deleted with
  // it), so a signup untouched for a day has no usable code left.
  // An e-mail access link ("my bookings") lives 15 minutes; its address is personal data too.
  const [codes, signups, accessLinks] = await prisma.$transaction([
    prisma.loginCode.deleteMany({ where: { OR: [{ expiresAt: { lt: cutoff } }, { consumedAt: { lt: cutoff } }] } }),
    prisma.pendingSignup.deleteMany({ where: { updatedAt: { lt: cutoff } } }),
    prisma.emailAccessLink.deleteMany({ where: { expiresAt: { lt: cutoff } } }),
  ]);
  if (codes.count + signups.count + accessLinks.count > 0) {
    logger.info({ codes: codes.count, pendingSignups: signups.count, emailAccessLinks: accessLinks.count }, 'old sign-in data deleted');
  }
  return { codes: codes.count, pendingSignups: signups.count, emailAccessLinks: accessLinks.count };
}
