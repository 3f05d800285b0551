import { sql, type Kysely } from 'kysely';
import type { UserRole } from '@staffing/shared/constants';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import type { UserRecord } from '../users/users-repository.ts';
import { findUserById, toUserRole } from '../users/users-repository.ts';

// LIKE treats % and _ as wildcards; a visitor's search text must match literally.
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function listUsers(
  db: Kysely<Database>,
  options: { q?: string | undefined; id?: string | undefined; limit: number; offset: number },
): Promise<{ users: UserRecord[]; total: number }> {
  let base = db.selectFrom('users');
  if (options.id) base = base.where('users.id', '=', options.id);
  if (options.q) {
    const pattern = likePattern(options.q);
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(users.email)`, 'like', sql`${pattern} escape '\\'`),
        eb(
          sql`lower(users.first_name || ' ' || users.last_name)`,
          'like',
          sql`${pattern} escape '\\'`,
        ),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    base
      .leftJoin('resumes', 'resumes.id', 'users.resume_id')
      .selectAll('users')
      .select('resumes.file_name as resume_name')
      .orderBy('users.created_at', 'desc')
      .orderBy('users.id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: total.count,
    users: rows.map((row) => ({
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      role: toUserRole(row.role),
      passwordHash: row.password_hash,
      resumeId: row.resume_id,
      resumeName: row.resume_name,
      createdAt: row.created_at,
      lastLoginAt: row.last_login_at,
      disabledAt: row.disabled_at,
      emailVerifiedAt: row.email_verified_at,
      locale: row.locale === 'es' ? ('es' as const) : ('en' as const),
    })),
  };
}

// Demoting or disabling an admin is one conditional statement that only applies while another
// active admin remains, so two admins demoting each other at once cannot leave none.
export async function demoteOrDisableAdmin(
  db: Kysely<Database>,
  id: string,
  change: { role?: Exclude<UserRole, 'admin'>; disabled?: true },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({
      ...(change.role ? { role: change.role } : {}),
      ...(change.disabled ? { disabled_at: nowIso() } : {}),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .where((eb) =>
      eb(
        eb
          .selectFrom('users as other')
          .select((inner) => inner.fn.countAll<number>().as('count'))
          .where('other.role', '=', 'admin')
          .where('other.disabled_at', 'is', null)
          .where('other.id', '!=', id),
        '>',
        0,
      ),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setUserAccess(
  db: Kysely<Database>,
  id: string,
  change: { role?: UserRole | undefined; disabled?: boolean | undefined },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      ...(change.role ? { role: change.role } : {}),
      ...(change.disabled !== undefined ? { disabled_at: change.disabled ? nowIso() : null } : {}),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
}

export { findUserById };
