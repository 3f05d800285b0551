import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { isStaffRole } from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';
import { SECURITY_MESSAGES } from '@staffing/shared/security-messages';
import {
  completeMfaSchema,
  totpCodeBodySchema,
  type TotpEnrolment,
  type TwoFactorStatus,
} from '@staffing/shared/security-schemas';
import { conflict, HttpError, tooManyRequests, unauthorized } from '../../lib/http-errors.ts';
import { sha256 } from '../../lib/tokens.ts';
import { emptyBodySchema, parseOrThrow } from '../../lib/validate.ts';
import { logActivity } from '../activity/activity-repository.ts';
import { presentUser } from '../users/user-presenter.ts';
import { findUserById, recordLogin } from '../users/users-repository.ts';
import { attemptLimiterFor } from './login-attempt-limiter.ts';
import { requireRecentAuthentication } from './recent-authentication.ts';
import { clearMfaCookie, mfaCookieName } from './second-factors.ts';
import { markSessionAuthenticated } from './sessions-repository.ts';
import {
  countUnusedRecoveryCodes,
  deleteMfaChallenge,
  deleteTotp,
  findMfaChallenge,
  findTotpCredential,
  replaceRecoveryCodes,
  startTotpEnrolment,
  useRecoveryCode,
  useTotpStep,
} from './two-factor-repository.ts';
import {
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  qrSvg,
  recoveryCodeHash,
  totpStep,
} from './totp.ts';

// Checks a code from the authenticator app, or a recovery code, for the account, counting
// wrong ones against it as failed logins are counted (429 past the limit).
export function createSecondFactorCheck(app: FastifyInstance) {
  const limiter = attemptLimiterFor(
    app,
    'second-factor',
    app.config.limits.loginFailuresPerAccount,
  );
  return async (
    db: Parameters<typeof findTotpCredential>[0],
    userId: string,
    input: { code?: string | undefined; recoveryCode?: string | undefined },
  ): Promise<boolean> => {
    const key = `account:${userId}`;
    const wait = await limiter.retryAfter(key);
    if (wait > 0) throw tooManyRequests(wait);
    let valid = false;
    if (input.code !== undefined) {
      const totp = await findTotpCredential(db, userId);
      const step = totp?.confirmedAt ? await totpStep(totp.secret, input.code) : undefined;
      valid = step !== undefined && (await useTotpStep(db, userId, step, false));
    } else if (input.recoveryCode !== undefined) {
      valid = await useRecoveryCode(db, userId, recoveryCodeHash(input.recoveryCode));
    }
    if (valid) await limiter.reset(key);
    else await limiter.recordFailure(key);
    return valid;
  };
}

const wrongCode = (field: 'code' | 'recoveryCode') =>
  new HttpError(401, MESSAGES.wrongSecondFactorCode, {
    fieldErrors: { [field]: MESSAGES.wrongSecondFactorCode },
  });

// The account's own two-step sign-in, under /api/users: status, enrolment, recovery codes.
export const twoFactorAccountRoutes: FastifyPluginAsync = async (app) => {
  app.get('/me/two-factor', { preHandler: app.requireUser }, async (request, reply) => {
    const user = request.user;
    if (!user) throw unauthorized();
    void reply.header('cache-control', 'private, no-store');
    const totp = await findTotpCredential(app.db, user.id);
    const status: TwoFactorStatus = {
      totp: Boolean(totp?.confirmedAt),
      recoveryCodesLeft: await countUnusedRecoveryCodes(app.db, user.id),
      required: app.config.staffMfa === 'required' && isStaffRole(user.role),
    };
    return status;
  });

  app.post('/me/totp', { preHandler: app.requireUser }, async (request, reply) => {
    const user = request.user;
    if (!user) throw unauthorized();
    parseOrThrow(emptyBodySchema, request.body);
    const existing = await findTotpCredential(app.db, user.id);
    if (existing?.confirmedAt) {
      throw conflict(SECURITY_MESSAGES.totpAlreadySetUp);
    }
    const secret = await newTotpSecret();
    await startTotpEnrolment(app.db, user.id, secret);
    const url = await otpauthUrl(secret, app.config.site.agencyName, user.email);
    void reply.header('cache-control', 'private, no-store');
    const enrolment: TotpEnrolment = { secret, otpauthUrl: url, qrSvg: await qrSvg(url) };
    return enrolment;
  });

  app.post('/me/totp/confirm', { preHandler: app.requireUser }, async (request, reply) => {
    const user = request.user;
    const session = request.session;
    if (!user || !session) throw unauthorized();
    const { code } = parseOrThrow(totpCodeBodySchema, request.body);
    const totp = await findTotpCredential(app.db, user.id);
    if (!totp) throw conflict(SECURITY_MESSAGES.totpNotStarted);
    if (totp.confirmedAt) throw conflict(SECURITY_MESSAGES.totpAlreadyConfirmed);
    const step = await totpStep(totp.secret, code);
    if (step === undefined || !(await useTotpStep(app.db, user.id, step, true))) {
      throw wrongCode('code');
    }
    const codes = newRecoveryCodes();
    await app.db.transaction().execute(async (trx) => {
      await replaceRecoveryCodes(trx, user.id, codes.map(recoveryCodeHash));
      await logActivity(trx, {
        actorUserId: user.id,
        action: 'user.second_factor_added',
        subjectType: 'user',
        subjectId: user.id,
        summary: `${user.firstName} ${user.lastName} set up two-step sign-in`,
      });
    });
    // Proving the code is proving who you are.
    await markSessionAuthenticated(app.db, session.idHash);
    void reply.header('cache-control', 'private, no-store');
    return { recoveryCodes: codes };
  });

  app.post('/me/recovery-codes', { preHandler: app.requireUser }, async (request, reply) => {
    const user = request.user;
    if (!user) throw unauthorized();
    parseOrThrow(emptyBodySchema, request.body);
    await requireRecentAuthentication(request);
    const totp = await findTotpCredential(app.db, user.id);
    if (!totp?.confirmedAt) throw conflict(SECURITY_MESSAGES.totpNotSetUp);
    const codes = newRecoveryCodes();
    await replaceRecoveryCodes(app.db, user.id, codes.map(recoveryCodeHash));
    void reply.header('cache-control', 'private, no-store');
    return { recoveryCodes: codes };
  });

  // Removing the second factor asks for a recent sign-in; staff on a site that requires one
  // cannot remove their only one.
  app.delete('/me/totp', { preHandler: app.requireUser }, async (request, reply) => {
    const user = request.user;
    if (!user) throw unauthorized();
    await requireRecentAuthentication(request);
    if (app.config.staffMfa === 'required' && isStaffRole(user.role)) {
      throw conflict(SECURITY_MESSAGES.staffMustKeepTotp);
    }
    await app.db.transaction().execute(async (trx) => {
      await deleteTotp(trx, user.id);
      await logActivity(trx, {
        actorUserId: user.id,
        action: 'user.second_factor_removed',
        subjectType: 'user',
        subjectId: user.id,
        summary: `${user.firstName} ${user.lastName} turned off two-step sign-in`,
      });
    });
    return reply.code(204).send();
  });
};

// The second step of signing in, under /api/auth: the pending sign-in named by the cookie
// set when the password was right, completed with a code; answers as login does.
export const mfaRoutes: FastifyPluginAsync = async (app) => {
  const secure = app.config.publicUrl.startsWith('https://');
  const check = createSecondFactorCheck(app);

  app.post('/mfa', async (request, reply) => {
    const input = parseOrThrow(completeMfaSchema, request.body);
    const token = request.cookies[mfaCookieName(secure)];
    const userId = token ? await findMfaChallenge(app.db, sha256(token)) : undefined;
    const user = userId ? await findUserById(app.db, userId) : undefined;
    if (!token || !user || user.disabledAt) {
      clearMfaCookie(request, reply, secure);
      throw unauthorized(MESSAGES.mfaChallengeExpired);
    }
    const valid = await check(app.db, user.id, input);
    if (!valid) throw wrongCode('code' in input ? 'code' : 'recoveryCode');
    await deleteMfaChallenge(app.db, sha256(token));
    clearMfaCookie(request, reply, secure);
    await app.sessions.start(request, reply, user);
    await recordLogin(app.db, user.id);
    app.csrf.issue(request, reply);
    return presentUser(user);
  });
};
