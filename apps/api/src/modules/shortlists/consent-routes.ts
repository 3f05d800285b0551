import type { FastifyPluginAsync } from 'fastify';
import {
  SHORTLIST_MESSAGES,
  consentAnswerSchema,
  consentTokenSchema,
  type ConsentRequest,
  type ConsentState,
} from '@staffing/shared/shortlist-schemas';
import { INTERVIEW_MESSAGES } from '@staffing/shared/interview-schemas';
import { badRequest } from '../../lib/http-errors.ts';
import { sha256 } from '../../lib/tokens.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { logActivity } from '../activity/activity-repository.ts';
import { cancelUpcomingInterviewsOfEntry } from '../interviews/interview-scheduling.ts';
import { enqueueEmail } from '../email/outbox-repository.ts';
import { consentGivenEmail } from './shortlist-emails.ts';
import {
  addShortlistEvent,
  findEntryByTokenHash,
  setConsent,
  type ShortlistEntryRecord,
} from './shortlists-repository.ts';

const present = (entry: ShortlistEntryRecord): ConsentRequest => ({
  company: entry.company,
  position: entry.position,
  consent: entry.consent,
  consentAt: entry.consentAt,
});

// The candidate's answer from the consent email: /api/shortlist-consent. The token in the
// body is the only key; the links open a page that posts it (a mail scanner following a link
// answers nothing).
export const consentRoutes: FastifyPluginAsync = async (app) => {
  const formLimit = {
    rateLimit: { max: app.config.limits.formsPerIp, timeWindow: app.config.limits.formsWindowMs },
  };

  async function entryOrThrow(token: string) {
    const entry = await findEntryByTokenHash(app.db, sha256(token));
    if (!entry) throw badRequest(SHORTLIST_MESSAGES.linkInvalid);
    return entry;
  }

  app.post('/check', { config: formLimit }, async (request): Promise<ConsentRequest> => {
    const { token } = parseOrThrow(consentTokenSchema, request.body);
    return present(await entryOrThrow(token));
  });

  // Yes shares the profile from now on; no refuses, or withdraws a yes at once. Each answer is
  // recorded with its time, in the entry's history and the activity log.
  app.post('/answer', { config: formLimit }, async (request): Promise<ConsentRequest> => {
    const { token, answer } = parseOrThrow(consentAnswerSchema, request.body);
    const entry = await entryOrThrow(token);
    let to: ConsentState;
    if (answer === 'yes') to = 'granted';
    else to = entry.consent === 'granted' ? 'withdrawn' : 'declined';
    if (entry.consent === to || (answer === 'no' && entry.consent === 'withdrawn')) {
      return present(entry);
    }
    await app.db.transaction().execute(async (trx) => {
      if (!(await setConsent(trx, entry.id, entry.consent, to))) return;
      const kind =
        to === 'granted'
          ? 'consent-granted'
          : to === 'withdrawn'
            ? 'consent-withdrawn'
            : 'consent-declined';
      await addShortlistEvent(trx, entry.id, { kind, actorName: null });
      await logActivity(trx, {
        actorUserId: null,
        action:
          to === 'granted'
            ? 'shortlist.consent_granted'
            : to === 'withdrawn'
              ? 'shortlist.consent_withdrawn'
              : 'shortlist.consent_declined',
        subjectType: 'candidate',
        subjectId: entry.candidateId,
        summary: `${entry.candidateName} ${
          to === 'granted'
            ? 'agreed to share their profile with'
            : to === 'withdrawn'
              ? 'withdrew their profile from'
              : 'declined to share their profile with'
        } ${entry.company} (“${entry.position}”)`,
      });
      if (to === 'granted') await enqueueEmail(trx, consentGivenEmail(app.config, entry, token));
      // A withdrawal also calls off the interviews still to come, calendar files and all.
      if (to === 'withdrawn') {
        await cancelUpcomingInterviewsOfEntry(
          trx,
          app.config,
          entry.id,
          { id: null, name: entry.candidateName },
          INTERVIEW_MESSAGES.candidateWithdrew,
        );
      }
    });
    return present((await findEntryByTokenHash(app.db, sha256(token))) ?? entry);
  });
};
