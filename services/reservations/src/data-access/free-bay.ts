import type pg from 'pg';

/**
 * Puts a reservation into the first free bay (1..capacity) of its start, as a move and a revived
 * booking both must. The partial unique index on (location, start, bay) of active reservations is
 * the judge, as for a booking: each try (`take`, writing the bay) runs under a savepoint, so a bay
 * taken, even by a booking committing this very moment, undoes that try only. Returns false when
 * every bay is taken; the reservation is then unchanged.
 */
export async function intoFirstFreeBay(client: pg.PoolClient, capacity: number, take: (bay: number) => Promise<unknown>): Promise<boolean> {
  for (let bay = 1; bay <= capacity; bay++) {
    await client.query('SAVEPOINT into_free_bay');
    try {
      await take(bay);
      await client.query('RELEASE SAVEPOINT into_free_bay');
      return true;
    } catch (error) {
      await client.query('ROLLBACK TO SAVEPOINT into_free_bay');
      if ((error as { code?: string }).code !== '23505') throw error; // not "bay taken"
    }
  }
  return false;
}
