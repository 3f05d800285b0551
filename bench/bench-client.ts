import { createDatabase } from '../apps/api/src/db/create-database.ts';
import { linkContactUser } from '../apps/api/src/modules/clients/clients-repository.ts';
import { hashPassword } from '../apps/api/src/modules/users/password-hashing.ts';
import { insertUser, markEmailVerified } from '../apps/api/src/modules/users/users-repository.ts';

export const BENCH_CLIENT = { email: 'bench-client@example.com', password: 'bench-password-1' };

// The client portal's rows need a signed-in client contact. Seeded contacts have no account
// (an account is made from an emailed invitation), so the benchmark gives one an account the
// way accepting an invitation does (users-repository, clients-repository), on the company of
// the newest order with candidates shared with it. Returns that order's id, whose shared
// candidates the portal's row lists.
export async function addBenchClient(databaseUrl: string): Promise<{ orderId: string }> {
  const handle = createDatabase(databaseUrl);
  try {
    const order = await handle.db
      .selectFrom('job_orders as o')
      .innerJoin('client_contacts as c', 'c.id', 'o.client_contact_id')
      .select(['o.id', 'c.id as contact_id'])
      .where('o.status', '=', 'open')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('shortlist_entries as e')
            .select('e.id')
            .whereRef('e.job_order_id', '=', 'o.id')
            .where('e.consent', '=', 'granted'),
        ),
      )
      .orderBy('o.created_at', 'desc')
      .executeTakeFirstOrThrow();
    const userId = await insertUser(handle.db, {
      email: BENCH_CLIENT.email,
      firstName: 'Bench',
      lastName: 'Client',
      passwordHash: await hashPassword(BENCH_CLIENT.password),
      role: 'client',
    });
    await markEmailVerified(handle.db, userId, BENCH_CLIENT.email);
    await linkContactUser(handle.db, order.contact_id, userId);
    return { orderId: order.id };
  } finally {
    await handle.destroy();
  }
}
