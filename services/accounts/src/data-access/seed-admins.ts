import type { Prisma } from './database.js';

/**
 * An account for every configured administrator, so the admin can sign in with a code at once.
 * Idempotent; it never removes anyone (rights come from ADMIN_EMAILS at read time anyway).
 */
export async function seedAdmins(prisma: Prisma, adminEmails: ReadonlySet<string>) {
  for (const email of adminEmails) {
    await prisma.user.upsert({ where: { email }, create: { email }, update: {} });
  }
}
