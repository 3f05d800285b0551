import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isoIn, nowIso } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';

// The outbox is what makes email durable: a message is a row first (written in the same
// transaction as whatever caused it) and is delivered later by the worker, so neither an
// SMTP outage nor a killed process loses it.

// A small file the sender writes itself (a calendar invitation, say), kept as text with the
// row. Resumes stay rows of their own, referenced by attachmentResumeId.
export type TextAttachment = {
  fileName: string;
  // The full media type with its parameters, e.g. 'text/calendar; method=REQUEST'.
  contentType: string;
  content: string;
};

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | undefined;
  attachmentResumeId?: string | undefined;
  // Extra header lines such as List-Unsubscribe; names and values are the sender's own text.
  headers?: Record<string, string> | undefined;
  attachments?: TextAttachment[] | undefined;
  // The talent-pool candidate the message names: to someone else (the agency's copy of an
  // application, a client's interview invitation, the client's answer on a shared candidate)
  // or to the candidate, at whatever address they gave then. Erasing the candidate scrubs it
  // (scrubOutboxAboutCandidates), which finds the mail naming a candidate by this alone: every
  // message that names one must carry it.
  aboutCandidateId?: string | undefined;
};

// 'discarded' is a failed message staff chose not to retry; the row stays for the record.
export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'discarded';

// A row the caller holds the lease on. `leaseUntil` doubles as a fencing token: only the
// holder of this exact lease may record the outcome.
export type ClaimedEmail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  replyTo: string | null;
  attachmentResumeId: string | null;
  headers: Record<string, string>;
  attachments: TextAttachment[];
  attempts: number;
  leaseUntil: string;
};

function parseHeaders(json: string | null): Record<string, string> {
  if (!json) return {};
  const parsed: unknown = JSON.parse(json);
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
}

function isTextAttachment(value: unknown): value is TextAttachment {
  if (!value || typeof value !== 'object') return false;
  const { fileName, contentType, content } = value as Record<string, unknown>;
  return (
    typeof fileName === 'string' && typeof contentType === 'string' && typeof content === 'string'
  );
}

function parseAttachments(json: string | null): TextAttachment[] {
  if (!json) return [];
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter(isTextAttachment) : [];
}

export type EmailAttachment = { fileName: string; mimeType: string; content: Uint8Array };

export const OUTBOX_MAX_ATTEMPTS = 12;
// Longer than any single send can take with the transport's timeouts, so a lease only
// expires when its holder died; then another instance retries the message.
export const OUTBOX_LEASE_MS = 5 * 60_000;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;
const LAST_ERROR_MAX_CHARS = 1000;

// 30 s, 1 min, 2 min, ... capped at 1 h: about seven hours of retries over 12 attempts,
// enough to ride out an SMTP outage without hammering a server that is down.
export function retryDelayMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

export async function enqueueEmail(db: Kysely<Database>, email: OutgoingEmail): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('email_outbox')
    .values({
      id,
      created_at: now,
      to_address: email.to,
      reply_to: email.replyTo ?? null,
      subject: email.subject,
      text_body: email.text,
      attachment_resume_id: email.attachmentResumeId ?? null,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      lease_until: null,
      last_error: null,
      sent_at: null,
      headers_json: email.headers ? JSON.stringify(email.headers) : null,
      attachments_json:
        email.attachments && email.attachments.length > 0
          ? JSON.stringify(
              email.attachments.map(({ fileName, contentType, content }) => ({
                fileName,
                contentType,
                content,
              })),
            )
          : null,
      about_candidate_id: email.aboutCandidateId ?? null,
    })
    .execute();
  return id;
}

export const SCRUBBED_EMAIL_TEXT = 'A message about a candidate who was erased';

// Erasure: mail to others about these candidates goes if still waiting, and what is kept (sent,
// failed, discarded) loses its subject, text, files and Reply-To; a failed one is discarded so
// nobody retries it. Mail to the candidate's own address is deleted by the erasure itself.
// A message is about them when it carries their id, `about_candidate_id`, and that is all
// this reads (its index, never the whole outbox): every sender of mail naming a candidate
// sets it (aboutCandidateId), a merge moves it to the candidate kept (retagOutboxCandidate),
// and the mail queued before messages carried it got it from migration
// 20261128-0090-candidate-mail-and-merged-links, which says how each kind was recognised.
// Run while the candidate rows still exist.
export async function scrubOutboxAboutCandidates(
  db: Kysely<Database>,
  candidateIds: readonly string[],
): Promise<void> {
  if (candidateIds.length === 0) return;
  const aboutThem = (eb: ExpressionBuilder<Database, 'email_outbox'>) =>
    eb('about_candidate_id', 'in', candidateIds);
  await db.deleteFrom('email_outbox').where(aboutThem).where('status', '=', 'pending').execute();
  await db
    .updateTable('email_outbox')
    .set((eb) => ({
      subject: SCRUBBED_EMAIL_TEXT,
      text_body: SCRUBBED_EMAIL_TEXT,
      reply_to: null,
      attachments_json: null,
      attachment_resume_id: null,
      headers_json: null,
      about_candidate_id: null,
      status: eb
        .case()
        .when('status', '=', 'failed')
        .then('discarded')
        .else(eb.ref('status'))
        .end(),
    }))
    .where(aboutThem)
    .execute();
}

// Two candidates found to be one person (candidate-sync.ts mergeCandidates): the mail about
// the one that goes is about the one that stays, so erasing that one still finds it.
export async function retagOutboxCandidate(
  db: Kysely<Database>,
  from: string,
  into: string,
): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set({ about_candidate_id: into })
    .where('about_candidate_id', '=', from)
    .execute();
}

// Candidates only: another instance may claim any of them first, which claimEmail detects.
export async function findDueEmailIds(db: Kysely<Database>, limit: number): Promise<string[]> {
  const now = nowIso();
  const rows = await db
    .selectFrom('email_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

// One conditional UPDATE: the database applies it to a row at most once among concurrent
// claimers (PostgreSQL re-checks the WHERE after a row lock, SQLite serialises writers), so
// exactly one instance gets the row back. The attempt is counted at claim time so a message
// that kills the process mid-send still runs out of attempts eventually.
export async function claimEmail(
  db: Kysely<Database>,
  id: string,
  leaseMs: number = OUTBOX_LEASE_MS,
): Promise<ClaimedEmail | undefined> {
  const now = new Date();
  const nowText = now.toISOString();
  const row = await db
    .updateTable('email_outbox')
    .set((eb) => ({ lease_until: isoIn(leaseMs, now), attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', nowText)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', nowText)]))
    .returning([
      'id',
      'to_address',
      'subject',
      'text_body',
      'reply_to',
      'attachment_resume_id',
      'headers_json',
      'attachments_json',
      'attempts',
      'lease_until',
    ])
    .executeTakeFirst();
  if (!row?.lease_until) return undefined;
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    replyTo: row.reply_to,
    attachmentResumeId: row.attachment_resume_id,
    headers: parseHeaders(row.headers_json),
    attachments: parseAttachments(row.attachments_json),
    attempts: row.attempts,
    leaseUntil: row.lease_until,
  };
}

// Returns false when the lease was lost (it expired and another instance took the row).
export async function markEmailSent(db: Kysely<Database>, claim: ClaimedEmail): Promise<boolean> {
  const result = await db
    .updateTable('email_outbox')
    .set({ status: 'sent', sent_at: nowIso(), lease_until: null, last_error: null })
    .where('id', '=', claim.id)
    .where('lease_until', '=', claim.leaseUntil)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// Error texts can carry connection strings; keep user:password out of the database.
export function redactCredentials(text: string): string {
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi, '$1***@');
}

export async function recordEmailFailure(
  db: Kysely<Database>,
  claim: ClaimedEmail,
  error: string,
  maxAttempts: number = OUTBOX_MAX_ATTEMPTS,
): Promise<OutboxStatus> {
  const givingUp = claim.attempts >= maxAttempts;
  const status: OutboxStatus = givingUp ? 'failed' : 'pending';
  await db
    .updateTable('email_outbox')
    .set({
      status,
      lease_until: null,
      last_error: redactCredentials(error).slice(0, LAST_ERROR_MAX_CHARS),
      ...(givingUp ? {} : { next_attempt_at: isoIn(retryDelayMs(claim.attempts)) }),
    })
    .where('id', '=', claim.id)
    .where('lease_until', '=', claim.leaseUntil)
    .execute();
  return status;
}

export async function loadEmailAttachment(
  db: Kysely<Database>,
  resumeId: string,
): Promise<EmailAttachment | undefined> {
  const row = await db
    .selectFrom('resumes')
    .select(['file_name', 'mime_type', 'content'])
    .where('id', '=', resumeId)
    .executeTakeFirst();
  return row && { fileName: row.file_name, mimeType: row.mime_type, content: row.content };
}

export async function countOutbox(db: Kysely<Database>, status: OutboxStatus): Promise<number> {
  const row = await db
    .selectFrom('email_outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return row.count;
}

// --- The staff outbox screen: messages that ran out of attempts. ---

export type FailedEmailRecord = {
  id: string;
  createdAt: string;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  lastAttemptAt: string;
};

export async function listFailedEmails(
  db: Kysely<Database>,
  options: { limit: number; offset: number },
): Promise<{ emails: FailedEmailRecord[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('email_outbox')
      .select([
        'id',
        'created_at',
        'to_address',
        'subject',
        'attempts',
        'last_error',
        'next_attempt_at',
      ])
      .where('status', '=', 'failed')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    countOutbox(db, 'failed'),
  ]);
  return {
    emails: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      to: row.to_address,
      subject: row.subject,
      attempts: row.attempts,
      lastError: row.last_error,
      lastAttemptAt: row.next_attempt_at,
    })),
    total,
  };
}

export async function findFailedEmail(
  db: Kysely<Database>,
  id: string,
): Promise<Pick<FailedEmailRecord, 'id' | 'to' | 'subject'> | undefined> {
  const row = await db
    .selectFrom('email_outbox')
    .select(['id', 'to_address', 'subject'])
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return row && { id: row.id, to: row.to_address, subject: row.subject };
}

// Back in the queue with a fresh set of attempts; the old error stays visible until the next
// attempt replaces or clears it. Only a row still failed is touched, so two staff members
// clicking at once retry it once.
export async function retryFailedEmail(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('email_outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: nowIso(), lease_until: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function discardFailedEmail(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('email_outbox')
    .set({ status: 'discarded', lease_until: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
