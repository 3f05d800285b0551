import type { Kysely, Selectable } from 'kysely';
import { USER_ROLES, type UserRole } from '@staffing/shared/constants';
import type { Database, UsersTable } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { Locale } from '@staffing/shared/i18n/locales';

export type UserRecord = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  passwordHash: string;
  resumeId: string | null;
  resumeName: string | null;
  createdAt: string;
  lastLoginAt: string | null;
  disabledAt: string | null;
  // When the current address was proven (the link in the verification email); null until then.
  emailVerifiedAt: string | null;
  // The language the account's emails are written in.
  locale: Locale;
};

type UserRow = Selectable<UsersTable> & { resume_name: string | null };

// A role the code does not know (written by a newer version, or by hand) grants nothing.
export function toUserRole(stored: string): UserRole {
  return (USER_ROLES as readonly string[]).includes(stored) ? (stored as UserRole) : 'user';
}

function toRecord(row: UserRow): UserRecord {
  return {
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
    locale: row.locale === 'es' ? 'es' : 'en',
  };
}

function selectUsers(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .leftJoin('resumes', 'resumes.id', 'users.resume_id')
    .selectAll('users')
    .select('resumes.file_name as resume_name');
}

export async function findUserById(
  db: Kysely<Database>,
  id: string,
): Promise<UserRecord | undefined> {
  const row = await selectUsers(db).where('users.id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function findUserByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<UserRecord | undefined> {
  const row = await selectUsers(db)
    .where('users.email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function insertUser(
  db: Kysely<Database>,
  input: {
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string;
    role?: UserRole;
    resumeId?: string | null;
    locale?: Locale | undefined;
  },
): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('users')
    .values({
      id,
      email: input.email.trim().toLowerCase(),
      first_name: input.firstName,
      last_name: input.lastName,
      password_hash: input.passwordHash,
      role: input.role ?? 'user',
      resume_id: input.resumeId ?? null,
      created_at: now,
      updated_at: now,
      email_verified_at: null,
      locale: input.locale === 'es' ? 'es' : null,
    })
    .execute();
  return id;
}

export async function setUserRole(db: Kysely<Database>, id: string, role: UserRole): Promise<void> {
  await db.updateTable('users').set({ role, updated_at: nowIso() }).where('id', '=', id).execute();
}

// The language the account's emails are written in: null is English, the spec's.
export async function setUserLocale(
  db: Kysely<Database>,
  id: string,
  locale: Locale,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ locale: locale === 'es' ? 'es' : null, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function setUserPassword(
  db: Kysely<Database>,
  id: string,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

// A changed address is unproven again until its own link is followed.
export async function updateUserProfile(
  db: Kysely<Database>,
  id: string,
  input: { firstName: string; lastName: string; email: string; resumeId?: string },
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  await db
    .updateTable('users')
    .set((eb) => ({
      first_name: input.firstName,
      last_name: input.lastName,
      email,
      email_verified_at: eb
        .case()
        .when('email', '=', email)
        .then(eb.ref('email_verified_at'))
        .else(null)
        .end(),
      ...(input.resumeId ? { resume_id: input.resumeId } : {}),
      updated_at: nowIso(),
    }))
    .where('id', '=', id)
    .execute();
}

// Sets the verification time only while the account still has the address the link was
// mailed to; true when this call verified it.
export async function markEmailVerified(
  db: Kysely<Database>,
  id: string,
  email: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ email_verified_at: nowIso() })
    .where('id', '=', id)
    .where('email', '=', email)
    .where('email_verified_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// For features that may only mail proven addresses (job alerts, attaching past applications).
export async function isEmailVerified(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('email_verified_at')
    .where('id', '=', id)
    .executeTakeFirst();
  return Boolean(row?.email_verified_at);
}

export async function recordLogin(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('users').set({ last_login_at: nowIso() }).where('id', '=', id).execute();
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  // PostgreSQL counts are bigint; the type parser in create-database makes them numbers.
  return row.count;
}
