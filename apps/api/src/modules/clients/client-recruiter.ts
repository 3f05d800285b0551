import { sql, type Kysely } from 'kysely';
import { STAFF_ROLES } from '@staffing/shared/constants';
import type { JobOrderStatus } from '@staffing/shared/job-order-constants';
import type { Database } from '../../db/schema.ts';

export type ClientRecruiterRecord = { id: string; name: string; email: string };

// The orders a recruiter is still working on: the company's person at the agency is the one
// who owns the newest of these.
const IN_PROGRESS: readonly JobOrderStatus[] = ['new', 'qualified', 'open'];

// The client company's recruiter, whom the portal names on every page: the owner of the
// company's newest order still in progress, else of its newest order that has an owner;
// only a staff account that is not disabled. Null when no order has such an owner (the
// portal then offers the agency's phone alone). Derived rather than stored, so it follows
// the order board: when staff hand the company's current order to a colleague, the portal
// names the colleague.
export async function findClientRecruiter(
  db: Kysely<Database>,
  companyId: string,
): Promise<ClientRecruiterRecord | null> {
  const row = await db
    .selectFrom('job_orders as o')
    .innerJoin('users as u', 'u.id', 'o.owner_user_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email'])
    .where('o.client_company_id', '=', companyId)
    .where('u.disabled_at', 'is', null)
    .where('u.role', 'in', [...STAFF_ROLES])
    .orderBy(sql`case when ${sql.ref('o.status')} in (${sql.join(IN_PROGRESS)}) then 0 else 1 end`)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, name: `${row.first_name} ${row.last_name}`.trim(), email: row.email };
}
