import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isStaffRole, type UserRole } from '@staffing/shared/constants';
import type { SecondFactorMethod } from '@staffing/shared/security-schemas';
import type { Database } from '../../db/schema.ts';
import { findTotpCredential } from './two-factor-repository.ts';

// What can complete the account's sign-in after its password: an authenticator app's code
// (and then its recovery codes) and passkeys. Empty: the password is enough.
export async function secondFactorMethods(
  db: Kysely<Database>,
  userId: string,
): Promise<SecondFactorMethod[]> {
  const totp = await findTotpCredential(db, userId);
  const passkeys = await db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return [
    ...(totp?.confirmedAt ? (['totp', 'recovery-code'] as const) : []),
    ...(passkeys.count > 0 ? (['passkey'] as const) : []),
  ];
}

export async function hasSecondFactor(db: Kysely<Database>, userId: string): Promise<boolean> {
  return (await secondFactorMethods(db, userId)).length > 0;
}

// A staff account on a site that requires a second factor, without one yet: it may only
// set one up (plugins/second-factor-enrolment.ts).
export async function mustEnrolSecondFactor(
  db: Kysely<Database>,
  staffMfa: 'required' | 'optional',
  user: { id: string; role: UserRole },
): Promise<boolean> {
  return staffMfa === 'required' && isStaffRole(user.role) && !(await hasSecondFactor(db, user.id));
}

export const mfaCookieName = (secure: boolean) => (secure ? '__Host-mfa' : 'mfa');

export function mfaCookieOptions(secure: boolean, maxAgeSeconds: number) {
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/', maxAge: maxAgeSeconds };
}

export function clearMfaCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean) {
  if (request.cookies[mfaCookieName(secure)]) {
    void reply.clearCookie(mfaCookieName(secure), { path: '/' });
  }
}
