import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_MESSAGES, verifyEmailSchema } from '@staffing/shared/account-schemas';
import { badRequest, conflict, HttpError, unauthorized } from '../../lib/http-errors.ts';
import { sha256 } from '../../lib/tokens.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { logActivity } from '../activity/activity-repository.ts';
import { confirmAlertsOfUser } from '../alerts/alerts-repository.ts';
import { attachApplicationsByEmail } from '../applications/applications-repository.ts';
import {
  consumeVerificationToken,
  countRecentVerificationTokens,
  deleteVerificationTokensOf,
  VERIFICATION_RESENDS_PER_HOUR,
} from './email-verification-repository.ts';
import { findUserById, markEmailVerified } from './users-repository.ts';
import { queueVerificationEmail } from './verification-email.ts';

// Under /api/users. The link works without being signed in: it is opened from a mailbox,
// often on another device.
export const emailVerificationRoutes: FastifyPluginAsync = async (app) => {
  const formLimit = {
    rateLimit: { max: app.config.limits.formsPerIp, timeWindow: app.config.limits.formsWindowMs },
  };

  app.post('/verify-email', { config: formLimit }, async (request) => {
    const { token } = parseOrThrow(verifyEmailSchema, request.body);
    const result = await app.db.transaction().execute(async (trx) => {
      const claimed = await consumeVerificationToken(trx, sha256(token));
      if (!claimed) return undefined;
      // The address may have changed since the link was mailed; then the link proves nothing.
      if (!(await markEmailVerified(trx, claimed.userId, claimed.email))) return undefined;
      await deleteVerificationTokensOf(trx, claimed.userId);
      const attached = await attachApplicationsByEmail(trx, claimed.userId, claimed.email);
      // Job alerts made while the address was unproven start now.
      await confirmAlertsOfUser(trx, claimed.userId);
      await logActivity(trx, {
        actorUserId: claimed.userId,
        action: 'user.email_verified',
        subjectType: 'user',
        subjectId: claimed.userId,
        summary: `${claimed.email} was confirmed${attached > 0 ? ` (${attached} earlier application${attached === 1 ? '' : 's'} attached)` : ''}`,
      });
      return { attached };
    });
    if (!result) throw badRequest(ACCOUNT_MESSAGES.verificationLinkInvalid);
    return { message: ACCOUNT_MESSAGES.emailVerified, attachedApplications: result.attached };
  });

  app.post(
    '/verify-email/resend',
    { config: formLimit, preHandler: app.requireUser },
    async (request) => {
      const current = request.user ? await findUserById(app.db, request.user.id) : undefined;
      if (!current) throw unauthorized();
      if (current.emailVerifiedAt) throw conflict(ACCOUNT_MESSAGES.alreadyVerified);
      if (
        (await countRecentVerificationTokens(app.db, current.id)) >= VERIFICATION_RESENDS_PER_HOUR
      ) {
        throw new HttpError(
          429,
          'We have sent several links in the last hour. Please check your inbox or try again later.',
          {
            headers: { 'retry-after': '3600' },
          },
        );
      }
      await app.db.transaction().execute(async (trx) => {
        await queueVerificationEmail(trx, app.config, current);
      });
      return { message: ACCOUNT_MESSAGES.verificationSent(current.email) };
    },
  );
};
