import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@staffing/shared/messages';
import { REAUTHENTICATION_WINDOW_MS } from '@staffing/shared/security-schemas';
import { forbidden, unauthorized } from '../../lib/http-errors.ts';
import type { SessionRecord } from './sessions-repository.ts';

// A stolen or forgotten-open session must not be enough to hand out roles, lock people out,
// download every applicant or strip an account's second factor: those ask for a password (or
// another factor) given in the last ten minutes, as banks and GitHub's "sudo mode" do.

export function recentUntil(session: SessionRecord): string | null {
  const until = Date.parse(session.authenticatedAt) + REAUTHENTICATION_WINDOW_MS;
  return until > Date.now() ? new Date(until).toISOString() : null;
}

export async function requireRecentAuthentication(request: FastifyRequest): Promise<void> {
  if (!request.session || !request.user) throw unauthorized();
  if (recentUntil(request.session) === null) throw forbidden(MESSAGES.reauthenticationRequired);
}
