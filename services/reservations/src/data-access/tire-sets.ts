import type { Prisma as PrismaTypes } from '../generated/prisma/client.js';
import type { Prisma } from './database.js';

/** A set with what every view of it names: its location, its agreement, its bookings to come. */
export const tireSetIncludes = (today: Date) =>
  ({
    location: { select: { name: true } },
    agreement: true,
    bookings: {
      where: { status: { not: 'cancelled' as const }, scheduledDate: { gte: today } },
      orderBy: [{ scheduledDate: 'asc' as const }, { scheduledTime: 'asc' as const }],
      take: 1,
      select: { trackingCode: true, scheduledDate: true, scheduledTime: true },
    },
  }) satisfies PrismaTypes.TireSetInclude;

export type TireSetRow = PrismaTypes.TireSetGetPayload<{ include: ReturnType<typeof tireSetIncludes> }>;

/** The sets a customer owns: by their account, or by the verified address their bookings' e-mails went to. */
export async function tireSetsOfOwner(prisma: Prisma, owner: { userId: string; email?: string }, today: Date): Promise<TireSetRow[]> {
  return prisma.tireSet.findMany({
    where: {
      status: { not: 'ended' },
      OR: [{ userId: owner.userId }, ...(owner.email ? [{ email: owner.email.toLowerCase() }] : [])],
    },
    include: tireSetIncludes(today),
    orderBy: [{ storedAt: 'desc' }, { id: 'desc' }],
  });
}

export async function tireSetById(prisma: Prisma, id: number, today: Date): Promise<TireSetRow | null> {
  return prisma.tireSet.findUnique({ where: { id }, include: tireSetIncludes(today) });
}

/** The owner's check: a set is theirs by account or by verified e-mail address. */
export const ownsTireSet = (set: { userId: string | null; email: string | null }, owner: { userId?: string; email?: string }) =>
  (!!owner.userId && set.userId === owner.userId) || (!!owner.email && !!set.email && set.email === owner.email.toLowerCase());
