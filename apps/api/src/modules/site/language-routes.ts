import type { FastifyPluginAsync } from 'fastify';
import { LOCALE_COOKIE } from '@staffing/shared/i18n/locales';
import { languageChoiceSchema } from '@staffing/shared/user-schemas';
import { parseOrThrow } from '../../lib/validate.ts';
import { setAccountCandidateLocale } from '../candidates/candidates-repository.ts';
import { setUserLocale } from '../users/users-repository.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

// A person followed a language link ("Español" / "English"). The browser remembers the choice
// in a cookie (set here as well as by the page, so the two agree), and a signed-in account
// keeps it, and so does its talent-pool candidate: the emails it is sent from then on are in
// that language, and staff see which one it prefers. Answered the same way
// signed in or out, so the page can send it without knowing who is signed in.
export const languageRoutes: FastifyPluginAsync = (app) => {
  const secure = app.config.publicUrl.startsWith('https://');
  app.put('/language', async (request, reply) => {
    const { locale } = parseOrThrow(languageChoiceSchema, request.body);
    const user = request.user;
    if (user && user.locale !== locale) {
      await app.db.transaction().execute(async (trx) => {
        await setUserLocale(trx, user.id, locale);
        await setAccountCandidateLocale(trx, user.id, locale);
      });
      app.candidateSearch.clear();
    }
    void reply.setCookie(LOCALE_COOKIE, locale, {
      path: '/',
      maxAge: YEAR_SECONDS,
      sameSite: 'lax',
      secure,
      httpOnly: false,
    });
    return reply.code(204).send();
  });
  return Promise.resolve();
};
