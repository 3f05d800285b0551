import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_MESSAGES } from '@staffing/shared/account-schemas';
import { MESSAGES } from '@staffing/shared/messages';
import {
  changePasswordSchema,
  reauthenticateSchema,
  type MfaRequired,
} from '@staffing/shared/security-schemas';
import {
  loginSchema,
  profileFieldsSchema,
  signupFieldsSchema,
} from '@staffing/shared/user-schemas';
import {
  conflict,
  HttpError,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../lib/http-errors.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { logActivity } from '../activity/activity-repository.ts';
import { attemptLimiterFor } from '../auth/login-attempt-limiter.ts';
import {
  secondFactorMethods,
  mfaCookieName,
  mfaCookieOptions,
  mustEnrolSecondFactor,
} from '../auth/second-factors.ts';
import { MFA_CHALLENGE_MS, insertMfaChallenge } from '../auth/two-factor-repository.ts';
import { createSecondFactorCheck, twoFactorAccountRoutes } from '../auth/two-factor-routes.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { accountSessionsRoutes } from '../auth/account-sessions-routes.ts';
import { recentUntil } from '../auth/recent-authentication.ts';
import { deleteUserSessions, markSessionAuthenticated } from '../auth/sessions-repository.ts';
import { syncCandidateForAccount } from '../candidates/candidate-sync.ts';
import { sendResume } from '../resumes/send-resume.ts';
import { readResumeForm } from '../resumes/resume-upload.ts';
import { deleteResume, findResume, insertResume } from '../resumes/resumes-repository.ts';
import { myApplicationsRoutes } from '../applications/my-applications-routes.ts';
import { myDataRoutes } from '../my-data/my-data-routes.ts';
import { savedJobsRoutes } from '../saved-jobs/saved-jobs-routes.ts';
import { emailVerificationRoutes } from './email-verification-routes.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hashing.ts';
import { presentUser } from './user-presenter.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  recordLogin,
  setUserPassword,
  updateUserProfile,
} from './users-repository.ts';
import { queueVerificationEmail } from './verification-email.ts';

export const usersRoutes: FastifyPluginAsync = async (app) => {
  const { limits } = app.config;
  const limiter = (name: string, max: number) => attemptLimiterFor(app, name, max);
  const perAccount = limiter('account', limits.loginFailuresPerAccount);
  const perAddress = limiter('address', limits.loginFailuresPerIp);
  const formLimit = {
    rateLimit: { max: limits.formsPerIp, timeWindow: limits.formsWindowMs },
  };

  // The job seeker's own corner (each module keeps its routes).
  await app.register(emailVerificationRoutes);
  await app.register(myApplicationsRoutes);
  await app.register(savedJobsRoutes, { prefix: '/saved-jobs' });
  await app.register(myDataRoutes);
  await app.register(accountSessionsRoutes);
  await app.register(twoFactorAccountRoutes);
  const checkSecondFactor = createSecondFactorCheck(app);
  const secureCookies = app.config.publicUrl.startsWith('https://');

  // Proving who you are again before a sensitive change (recent-authentication.ts). Wrong
  // passwords count against the account as failed logins do.
  // A new password signs out every other session: whoever knew the old one is out.
  app.put('/me/password', { preHandler: app.requireUser }, async (request, reply) => {
    const session = request.session;
    const user = request.user;
    if (!session || !user) throw unauthorized();
    const input = parseOrThrow(changePasswordSchema, request.body);
    const accountKey = `account:${user.email}`;
    const wait = await perAccount.retryAfter(accountKey);
    if (wait > 0) throw tooManyRequests(wait);
    const stored = await findUserById(app.db, user.id);
    if (!stored || !(await verifyPassword(stored.passwordHash, input.currentPassword))) {
      await perAccount.recordFailure(accountKey);
      throw new HttpError(401, ACCOUNT_MESSAGES.wrongPassword, {
        fieldErrors: { currentPassword: ACCOUNT_MESSAGES.wrongPassword },
      });
    }
    await perAccount.reset(accountKey);
    await setUserPassword(app.db, user.id, await hashPassword(input.newPassword));
    await deleteUserSessions(app.db, user.id, { except: session.idHash });
    await markSessionAuthenticated(app.db, session.idHash);
    return reply.code(204).send();
  });

  app.get('/me/reauthenticate', { preHandler: app.requireUser }, async (request, reply) => {
    if (!request.session) throw unauthorized();
    void reply.header('cache-control', 'private, no-store');
    return { recentUntil: recentUntil(request.session) };
  });
  app.post('/me/reauthenticate', { preHandler: app.requireUser }, async (request) => {
    const session = request.session;
    const user = request.user;
    if (!session || !user) throw unauthorized();
    const input = parseOrThrow(reauthenticateSchema, request.body);
    const accountKey = `account:${user.email}`;
    const wait = await perAccount.retryAfter(accountKey);
    if (wait > 0) throw tooManyRequests(wait);
    if (input.code !== undefined) {
      if (!(await checkSecondFactor(app.db, user.id, { code: input.code }))) {
        throw new HttpError(401, MESSAGES.wrongSecondFactorCode, {
          fieldErrors: { code: MESSAGES.wrongSecondFactorCode },
        });
      }
    } else {
      const stored = await findUserById(app.db, user.id);
      if (!stored || !(await verifyPassword(stored.passwordHash, input.password ?? ''))) {
        await perAccount.recordFailure(accountKey);
        throw new HttpError(401, ACCOUNT_MESSAGES.wrongPassword, {
          fieldErrors: { password: ACCOUNT_MESSAGES.wrongPassword },
        });
      }
      await perAccount.reset(accountKey);
    }
    const now = new Date().toISOString();
    await markSessionAuthenticated(app.db, session.idHash, now);
    session.authenticatedAt = now;
    return { recentUntil: recentUntil(session) };
  });

  app.post('/signup', { config: formLimit }, async (request, reply) => {
    const form = await readResumeForm(request);
    const input = parseOrThrow(signupFieldsSchema, form.fields);
    // Answered as the spec's client expects; the status is 200, not an error, by contract.
    if (await findUserByEmail(app.db, input.email))
      return reply.code(200).send({ message: MESSAGES.userExists });

    const passwordHash = await hashPassword(input.password);
    try {
      const userId = await app.db.transaction().execute(async (trx) => {
        const resumeId = form.resume
          ? await insertResume(trx, { ...form.resume, ownerUserId: null })
          : null;
        const id = await insertUser(trx, {
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
          resumeId,
          locale: input.locale,
        });
        if (resumeId) {
          await trx
            .updateTable('resumes')
            .set({ owner_user_id: id })
            .where('id', '=', resumeId)
            .execute();
        }
        // A job seeker is in the talent pool from sign-up, with any resume they gave.
        await syncCandidateForAccount(trx, id);
        await logActivity(trx, {
          actorUserId: id,
          action: 'user.signed_up',
          subjectType: 'user',
          subjectId: id,
          summary: `${input.firstName} ${input.lastName} signed up`,
        });
        await queueVerificationEmail(trx, app.config, {
          id,
          email: input.email,
          firstName: input.firstName,
          locale: input.locale ?? 'en',
        });
        return id;
      });
      // The talent pool shows the new job seeker at once.
      app.candidateSearch.clear();
      const user = await findUserById(app.db, userId);
      if (!user) throw new Error('user vanished after signup');
      return await reply.code(201).send(presentUser(user));
    } catch (error) {
      if (isUniqueViolation(error)) return reply.code(200).send({ message: MESSAGES.userExists });
      throw error;
    }
  });

  app.post('/login', async (request, reply) => {
    const input = parseOrThrow(loginSchema, request.body);
    const accountKey = `account:${input.email}`;
    const addressKey = `ip:${request.ip}`;
    const wait = Math.max(
      await perAccount.retryAfter(accountKey),
      await perAddress.retryAfter(addressKey),
    );
    if (wait > 0) throw tooManyRequests(wait);

    const user = await findUserByEmail(app.db, input.email);
    const valid = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
    if (!user || !valid) {
      await perAccount.recordFailure(accountKey);
      await perAddress.recordFailure(addressKey);
      throw unauthorized(MESSAGES.incorrectCredentials);
    }
    // Only someone who knows the password learns that the account is disabled.
    if (user.disabledAt) {
      throw new HttpError(403, 'This account has been disabled. Please contact us for help.');
    }
    await perAccount.reset(accountKey);
    // With a second factor, the right password opens a pending sign-in only: no session
    // until POST /api/auth/mfa brings the code (two-factor-routes.ts).
    const methods = await secondFactorMethods(app.db, user.id);
    if (methods.length > 0) {
      const token = randomToken();
      await insertMfaChallenge(app.db, sha256(token), user.id);
      void reply.setCookie(
        mfaCookieName(secureCookies),
        token,
        mfaCookieOptions(secureCookies, MFA_CHALLENGE_MS / 1000),
      );
      const pending: MfaRequired = { mfaRequired: true, methods };
      return pending;
    }
    await app.sessions.start(request, reply, user);
    await recordLogin(app.db, user.id);
    app.csrf.issue(request, reply);
    return {
      ...presentUser(user),
      ...((await mustEnrolSecondFactor(app.db, app.config.staffMfa, user))
        ? { mustEnrolSecondFactor: true as const }
        : {}),
    };
  });

  app.put('/profile', { preHandler: app.requireUser }, async (request) => {
    const current = request.user;
    if (!current) throw unauthorized();
    const form = await readResumeForm(request);
    const input = parseOrThrow(profileFieldsSchema, form.fields);
    if (input.email !== current.email) {
      const owner = await findUserByEmail(app.db, input.email);
      if (owner && owner.id !== current.id) throw conflict(MESSAGES.emailInUse);
    }
    try {
      await app.db.transaction().execute(async (trx) => {
        const resumeId = form.resume
          ? await insertResume(trx, { ...form.resume, ownerUserId: current.id })
          : undefined;
        await updateUserProfile(trx, current.id, {
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          ...(resumeId ? { resumeId } : {}),
        });
        if (resumeId && current.resumeId) await deleteResume(trx, current.resumeId);
        // Names, address (merging the candidate it already had) and resume.
        await syncCandidateForAccount(trx, current.id);
        // A new address needs its own proof; the old one's links stop working.
        if (input.email !== current.email) {
          await queueVerificationEmail(trx, app.config, {
            id: current.id,
            email: input.email,
            firstName: input.firstName,
            locale: current.locale,
          });
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(MESSAGES.emailInUse);
      throw error;
    }
    // The candidate's names, address or resume may have changed in the talent pool.
    app.candidateSearch.clear();
    // A changed sign-in email ends the account's other sessions; this one stays.
    if (input.email !== current.email && request.session) {
      await deleteUserSessions(app.db, current.id, { except: request.session.idHash });
    }
    const updated = await findUserById(app.db, current.id);
    if (!updated) throw unauthorized();
    return presentUser(updated);
  });

  app.get('/resume', { preHandler: app.requireUser }, async (request, reply) => {
    const resumeId = request.user?.resumeId;
    const resume = resumeId ? await findResume(app.db, resumeId) : undefined;
    if (!resume) throw notFound('No resume on file.');
    return sendResume(reply, resume);
  });
};
