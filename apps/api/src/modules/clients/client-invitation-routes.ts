import type { FastifyPluginAsync } from 'fastify';
import {
  CLIENT_MESSAGES,
  acceptInvitationSchema,
  invitationTokenSchema,
  type Invitation,
} from '@staffing/shared/client-schemas';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import { sha256 } from '../../lib/tokens.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { logActivity } from '../activity/activity-repository.ts';
import { hashPassword } from '../users/password-hashing.ts';
import { presentUser } from '../users/user-presenter.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailVerified,
} from '../users/users-repository.ts';
import {
  consumeInvitation,
  findClientCompany,
  findInvitedContact,
  linkContactUser,
} from './clients-repository.ts';

// "Ada King" → Ada, King; a single word is the first name.
function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/);
  return { firstName: words[0] ?? name, lastName: words.slice(1).join(' ') };
}

// An invited contact's link: /api/client-invitations. The token travels in the body, never
// in a URL the server would log.
export const clientInvitationRoutes: FastifyPluginAsync = async (app) => {
  const formLimit = {
    rateLimit: { max: app.config.limits.formsPerIp, timeWindow: app.config.limits.formsWindowMs },
  };

  async function invitationOrThrow(token: string) {
    const contact = await findInvitedContact(app.db, sha256(token));
    const company = contact ? await findClientCompany(app.db, contact.companyId) : undefined;
    if (!contact || !company) throw badRequest(CLIENT_MESSAGES.invitationInvalid);
    return { contact, company };
  }

  // What the page shows before the password is chosen: whose invitation it is.
  app.post('/check', { config: formLimit }, async (request): Promise<Invitation> => {
    const { token } = parseOrThrow(invitationTokenSchema, request.body);
    const { contact, company } = await invitationOrThrow(token);
    return { name: contact.name, email: contact.email, company: company.name };
  });

  // Sets the password: the account is made with the client role, its address proven by the
  // link, and signed in.
  app.post('/accept', { config: formLimit }, async (request, reply) => {
    const input = parseOrThrow(acceptInvitationSchema, request.body);
    const { contact, company } = await invitationOrThrow(input.token);
    if (contact.userId) throw badRequest(CLIENT_MESSAGES.invitationInvalid);
    if (await findUserByEmail(app.db, contact.email)) throw conflict(CLIENT_MESSAGES.accountExists);
    const passwordHash = await hashPassword(input.password);
    const userId = await app.db.transaction().execute(async (trx) => {
      if (!(await consumeInvitation(trx, sha256(input.token)))) {
        throw badRequest(CLIENT_MESSAGES.invitationInvalid);
      }
      const id = await insertUser(trx, {
        email: contact.email,
        ...splitName(contact.name),
        passwordHash,
        role: 'client',
      });
      await markEmailVerified(trx, id, contact.email);
      await linkContactUser(trx, contact.id, id);
      await logActivity(trx, {
        actorUserId: id,
        action: 'client.invitation_accepted',
        subjectType: 'client_company',
        subjectId: company.id,
        summary: `${contact.name} of ${company.name} set up their client account`,
      });
      return id;
    });
    const user = await findUserById(app.db, userId);
    if (!user) throw badRequest(CLIENT_MESSAGES.invitationInvalid);
    await app.sessions.start(request, reply, user);
    // The CSRF token is bound to the session: the new session gets its own.
    app.csrf.issue(request, reply);
    return presentUser(user);
  });
};
