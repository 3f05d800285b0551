import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES } from '@staffing/shared/messages';
import { forgotPasswordSchema, resetPasswordSchema } from '@staffing/shared/user-schemas';
import { badRequest, unauthorized } from '../../lib/http-errors.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { enqueueEmail } from '../email/outbox-repository.ts';
import { hashPassword } from '../users/password-hashing.ts';
import { presentUser } from '../users/user-presenter.ts';
import { findUserByEmail, setUserPassword } from '../users/users-repository.ts';
import {
  consumeResetToken,
  deleteResetTokensOf,
  insertResetToken,
} from './password-reset-repository.ts';
import { mustEnrolSecondFactor } from './second-factors.ts';
import { deleteUserSessions } from './sessions-repository.ts';
import { mfaRoutes } from './two-factor-routes.ts';
import { localizedPath } from '@staffing/shared/i18n/locales';
import { emailText } from '../../i18n/email-texts.ts';

export const authRoutes: FastifyPluginAsync = async (app) => {
  const formLimit = {
    rateLimit: { max: app.config.limits.formsPerIp, timeWindow: app.config.limits.formsWindowMs },
  };

  // Also where the page gets its CSRF token: the client calls this on load.
  app.get('/check-session', async (request, reply) => {
    app.csrf.ensure(request, reply);
    void reply.header('cache-control', 'no-store');
    if (!request.user) throw unauthorized();
    return {
      ...presentUser(request.user),
      ...((await mustEnrolSecondFactor(app.db, app.config.staffMfa, request.user))
        ? { mustEnrolSecondFactor: true as const }
        : {}),
    };
  });
  await app.register(mfaRoutes);

  app.post('/logout', async (request, reply) => {
    await app.sessions.end(request, reply);
    app.csrf.issue(request, reply);
    return reply.code(204).send();
  });

  app.post('/forgot-password', { config: formLimit }, async (request) => {
    const { email, locale: pageLocale } = parseOrThrow(forgotPasswordSchema, request.body);
    const user = await findUserByEmail(app.db, email);
    // The same answer whether or not the account exists: this form must not reveal who
    // has an account.
    if (user && !user.disabledAt) {
      const token = randomToken();
      // In the language of the page that asked (else the account's), linking to that page.
      const locale = pageLocale ?? user.locale;
      const link = `${app.config.publicUrl}${localizedPath(`/reset-password?token=${encodeURIComponent(token)}`, locale)}`;
      const { agencyName } = app.config.site;
      await app.db.transaction().execute(async (trx) => {
        await deleteResetTokensOf(trx, user.id);
        await insertResetToken(trx, { tokenHash: sha256(token), userId: user.id });
        await enqueueEmail(trx, {
          to: user.email,
          subject: emailText(locale, 'resetSubject', { agencyName }),
          text: [
            emailText(locale, 'receiptGreeting', { firstName: user.firstName }),
            '',
            emailText(locale, 'resetAsked'),
            emailText(locale, 'resetOpen'),
            '',
            link,
            '',
            emailText(locale, 'resetOnce'),
            '',
            agencyName,
          ].join('\n'),
        });
      });
    }
    return { message: MESSAGES.forgotPasswordAnswer };
  });

  app.post('/reset-password', { config: formLimit }, async (request) => {
    const input = parseOrThrow(resetPasswordSchema, request.body);
    const passwordHash = await hashPassword(input.password);
    const userId = await consumeResetToken(app.db, sha256(input.token));
    if (!userId) throw badRequest(MESSAGES.resetLinkInvalid);
    await setUserPassword(app.db, userId, passwordHash);
    // Whoever knew the old password is signed out everywhere.
    await deleteUserSessions(app.db, userId);
    return { message: MESSAGES.passwordResetDone };
  });
};
