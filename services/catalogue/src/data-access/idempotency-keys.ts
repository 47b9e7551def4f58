import type { TireOrder } from '@tire/contracts';
import type { Prisma } from './database.js';

type Transaction = Parameters<Parameters<Prisma['$transaction']>[0]>[0];

/** The first answer the customer got for this Idempotency-Key, if any (keys are per customer). */
export async function findIdempotentAnswer(prisma: Prisma, userId: string, key: string) {
  return prisma.idempotencyKey.findUnique({ where: { userId_key: { userId, key } } });
}

/**
 * Stores the answer in the order's own transaction: the primary key (customer, key) makes a
 * concurrent request with the same key fail here and roll back, stock included.
 */
export async function saveIdempotentAnswer(
  tx: Transaction,
  answer: { userId: string; key: string; requestHash: string; statusCode: number; response: TireOrder },
) {
  await tx.idempotencyKey.create({ data: answer });
}
