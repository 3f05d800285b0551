import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  ALERT_MESSAGES,
  alertListQuerySchema,
  alertTokenSchema,
  createAlertSchema,
  withoutPaging,
  type JobAlert,
} from '@staffing/shared/alert-schemas';
import type { Locale } from '@staffing/shared/i18n/locales';
import { jobListQuerySchema } from '@staffing/shared/job-schemas';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/http-errors.ts';
import { isoIn } from '../../lib/clock.ts';
import { isUuid, newId } from '../../lib/ids.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { enqueueEmail } from '../email/outbox-repository.ts';
import { unsubscribeTokenFor } from './alert-digests.ts';
import { confirmationEmail, describeSearch, searchParams } from './alert-emails.ts';
import {
  confirmAlerts,
  deleteAlertOfUser,
  findAlertByUnsubscribeHash,
  findOpenConfirmation,
  insertAlert,
  listLiveAlerts,
  unsubscribeAlert,
  type AlertRecord,
} from './alerts-repository.ts';

export const MAX_ALERTS_PER_OWNER = 20;
const CONFIRM_LINK_MS = 7 * 24 * 60 * 60_000;

// Described in the language of the page that shows it (the English by default).
export function presentAlert(alert: AlertRecord, locale: Locale = 'en'): JobAlert {
  return {
    _id: alert.id,
    createdAt: alert.createdAt,
    frequency: alert.frequency,
    search: searchParams(alert.search),
    description: describeSearch(alert.search, locale),
    confirmed: alert.confirmedAt !== null,
    lastSentAt: alert.lastSentAt,
  };
}

const sameSearch = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  JSON.stringify(searchParams(a)) === JSON.stringify(searchParams(b));

export const alertsRoutes: FastifyPluginAsync = async (app) => {
  const formLimit = {
    rateLimit: { max: app.config.limits.formsPerIp, timeWindow: app.config.limits.formsWindowMs },
  };
  const links = { publicUrl: app.config.publicUrl, agencyName: app.config.site.agencyName };

  // RFC 8058: mail providers send the one-click POST as a form
  // (application/x-www-form-urlencoded or multipart/form-data) with List-Unsubscribe=One-Click.
  // The token is in the URL; the body carries nothing else this needs.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  app.get('/', { preHandler: app.requireUser }, async (request) => {
    const user = request.user;
    if (!user) throw unauthorized();
    const { locale } = parseOrThrow(alertListQuerySchema, request.query);
    return (await listLiveAlerts(app.db, { userId: user.id })).map((alert) =>
      presentAlert(alert, locale),
    );
  });

  app.post('/', { config: formLimit }, async (request, reply) => {
    const input = parseOrThrow(createAlertSchema, request.body);
    // The find-job list's own schema validates the search; what it keeps is what is saved.
    const parsed = parseOrThrow(jobListQuerySchema, withoutPaging(input.search));
    const search = withoutPaging(parsed);
    const user = request.user;
    const email = user?.email ?? input.email;
    if (!email)
      throw badRequest(ALERT_MESSAGES.emailRequired, { email: ALERT_MESSAGES.emailRequired });

    const existing = await listLiveAlerts(app.db, user ? { userId: user.id } : { email });
    const duplicate = existing.some(
      (alert) => alert.frequency === input.frequency && sameSearch(alert.search, search),
    );
    if (user && duplicate) throw conflict('You already have this job alert.');
    if (user && existing.length >= MAX_ALERTS_PER_OWNER) {
      throw conflict(`You can keep at most ${MAX_ALERTS_PER_OWNER} job alerts.`);
    }
    // Signed out, the answer is the same whatever the address already has, so the form
    // cannot be used to learn someone's subscriptions.
    if (!user && (duplicate || existing.length >= MAX_ALERTS_PER_OWNER)) {
      return reply.code(202).send({ message: ALERT_MESSAGES.checkInbox });
    }

    const id = newId();
    const unsubscribeToken = unsubscribeTokenFor(app.config.sessionSecret, id);
    const alert = await app.db.transaction().execute(async (trx) => {
      // An account's address is proven by email verification, so its alerts need no link of
      // their own: they start at once when the address is verified, or when it becomes so
      // (email-verification-routes.ts confirms them then).
      if (user) {
        return insertAlert(trx, {
          id,
          userId: user.id,
          email,
          search,
          frequency: input.frequency,
          confirmed: user.emailVerifiedAt !== null,
          confirmTokenHash: null,
          confirmExpiresAt: null,
          unsubscribeTokenHash: sha256(unsubscribeToken),
        });
      }
      // One confirmation per address at a time: a second alert waits on the link already
      // sent, so an unconfirmed address never gets more than that one email.
      const open = await findOpenConfirmation(trx, email);
      const confirmToken = open ? undefined : randomToken();
      const created = await insertAlert(trx, {
        id,
        userId: null,
        email,
        search,
        frequency: input.frequency,
        confirmed: false,
        confirmTokenHash: open?.tokenHash ?? sha256(confirmToken ?? ''),
        confirmExpiresAt: open?.expiresAt ?? isoIn(CONFIRM_LINK_MS),
        unsubscribeTokenHash: sha256(unsubscribeToken),
      });
      if (confirmToken) {
        await enqueueEmail(
          trx,
          confirmationEmail(links, {
            to: email,
            confirmToken,
            unsubscribeToken,
            search,
            frequency: input.frequency,
          }),
        );
      }
      return created;
    });
    if (!user) return reply.code(202).send({ message: ALERT_MESSAGES.checkInbox });
    return reply.code(201).send({
      alert: presentAlert(alert),
      message: alert.confirmedAt ? ALERT_MESSAGES.created : ALERT_MESSAGES.waitsForVerification,
    });
  });

  app.delete('/:id', { preHandler: app.requireUser }, async (request, reply) => {
    const user = request.user;
    if (!user) throw unauthorized();
    const { id } = request.params as { id: string };
    if (!isUuid(id) || !(await deleteAlertOfUser(app.db, user.id, id))) {
      throw notFound(ALERT_MESSAGES.notFound);
    }
    return reply.code(204).send();
  });

  app.post('/confirm', { config: formLimit }, async (request) => {
    const { token } = parseOrThrow(alertTokenSchema, request.body);
    const confirmed = await confirmAlerts(app.db, sha256(token));
    if (confirmed === 0) throw badRequest(ALERT_MESSAGES.confirmLinkInvalid);
    return { message: ALERT_MESSAGES.confirmed, confirmed };
  });

  const tokenFrom = (request: FastifyRequest) =>
    parseOrThrow(alertTokenSchema, {
      token:
        (request.query as { token?: unknown }).token ??
        (request.body as { token?: unknown } | undefined)?.token,
    }).token;

  // What the unsubscribe page shows before the button is pressed.
  app.get('/unsubscribe/details', async (request) => {
    const alert = await findAlertByUnsubscribeHash(app.db, sha256(tokenFrom(request)));
    if (!alert) throw notFound(ALERT_MESSAGES.unsubscribeLinkInvalid);
    return {
      description: describeSearch(alert.search),
      frequency: alert.frequency,
      unsubscribed: alert.unsubscribedAt !== null,
    };
  });

  // The List-Unsubscribe URL opened in a browser: the page with the button. A GET never
  // unsubscribes, since link scanners follow links in emails.
  app.get('/unsubscribe', async (request, reply) => {
    const token = tokenFrom(request);
    return reply.redirect(`/alerts/unsubscribe?token=${encodeURIComponent(token)}`, 303);
  });

  // One-click (RFC 8058) and the page's button. No login and no CSRF token: the mail
  // provider's POST has neither; the 256-bit token in the URL is the authority.
  app.post('/unsubscribe', { config: { csrfExempt: true } }, async (request) => {
    const outcome = await unsubscribeAlert(app.db, sha256(tokenFrom(request)));
    if (outcome === 'unknown') throw notFound(ALERT_MESSAGES.unsubscribeLinkInvalid);
    return { message: ALERT_MESSAGES.unsubscribed };
  });
};
