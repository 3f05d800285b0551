import type { Kysely } from 'kysely';
import { columnTypes, type Migration } from '../migration-types.ts';

// Erasure finds every message naming a candidate by `email_outbox.about_candidate_id` alone
// (indexed, migration 20261127-0086), and a merge keeps the consent links of the entry it
// folds away working:
//
// - Mail queued before messages carried the column gets it here (tagOutboxCandidates). Until
//   then the erasure found only the agency's copy of an application, by a Reply-To pattern
//   that read the whole outbox on every erasure, and missed the client's answers to the
//   order's owner altogether.
// - `attachment_resume_id` is indexed: erasure clears it from the outbox for each resume it
//   deletes, which read the whole outbox too.
// - `shortlist_merged_tokens`: the token hash of a shortlist entry that a merge of two
//   candidates folded into the other one's entry on the same order, pointing at the entry
//   kept, so the links in the mail already sent about it still answer (as the kept entry).
//   The rows go with the kept entry (foreign key cascade). Entries folded before this
//   migration took their hashes with them; those links stay invalid.
export const migration: Migration = {
  analyzes: ['email_outbox'],
  async up(db, dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .createIndex('email_outbox_attachment_resume_idx')
      .on('email_outbox')
      .column('attachment_resume_id')
      .execute();
    await db.schema
      .createTable('shortlist_merged_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('entry_id', 'text', (c) =>
        c.notNull().references('shortlist_entries.id').onDelete('cascade'),
      )
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('shortlist_merged_tokens_entry_idx')
      .on('shortlist_merged_tokens')
      .column('entry_id')
      .execute();
    await tagOutboxCandidates(db);
  },
};

// What the erasure leaves of a kept message (outbox-repository.ts SCRUBBED_EMAIL_TEXT, as
// written when this migration was).
const SCRUBBED = 'A message about a candidate who was erased';
const PAGE = 500;

// The client's answer to the order's owner (shortlists/client-decision-email.ts) has ended,
// since the first one was sent, with these two lines; what the client typed (times, a
// reason) comes before them, so only the message's own last lines are read.
const CLIENT_ANSWER_LINKS =
  /\nThe order: \S*\/admin\/orders\/([^\s/?#]+)\nThe candidate: \S*\/admin\/candidates\/([^\s/?#]+)$/;
// The agency's copy of an application (applications/application-emails.ts): Reply-To
// "First Last <address as typed>".
const APPLICATION_NOTICE_SUBJECT = 'New application: ';
const ANGLE_ADDRESS = /<([^<>\s]+)>$/;
const DECISION_EVENTS = ['interview-requested', 'client-declined', 'hired'];
// The answer's event and its mail are written in one transaction, the event first.
const DECISION_MAIL_DELAY_MS = 60_000;

type OutboxRow = {
  id: string;
  created_at: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  attachment_resume_id: string | null;
};

const key = (address: string) => address.trim().toLowerCase();

// Every message without `about_candidate_id` that names a candidate gets it, or, when the
// candidate it names was erased already (when it was queued untagged, that erasure could
// not find it), is scrubbed as that erasure would have: deleted while waiting, emptied
// once kept. Why this finds them all: before the column was set by every sender, only
// three kinds of message named a candidate (the interview mail was tagged from its first
// day, migration 20261127-0086; the rest of the outbox, alerts, sign-in and order mail,
// names account holders and clients, not candidates), and each kind carries something that
// points at its candidate, which is what is read here, not a guess from a name:
// - the client's answer to the order's owner: the candidate's own id in its last line. A
//   candidate merged away since is no longer there; the answer's event moved with the
//   entry to the candidate kept (shortlists-repository.ts moveShortlistEntries), on the
//   same order, written just before the mail. No candidate and no event: the candidate was
//   erased (their entries and events went with them), or was merged away after staff took
//   the entry off the shortlist (its history with it); nothing says whom it is about any
//   more, and it is scrubbed.
// - the agency's copy of an application: the applicant's address in its Reply-To, as typed,
//   which the application itself holds (its candidate, preferring the application whose
//   resume the copy attaches), else the candidate keyed by that address. Neither: every
//   application from it was anonymised (an erasure, which blanks the address), so it is
//   scrubbed.
// - mail to the candidate (the receipt, the status mail, the consent mail): its address,
//   the candidate keyed by it, else the candidate of the applications typed with it.
// One pass over the untagged rows in id order, a page at a time, each page resolved with a
// handful of indexed lookups.
export async function tagOutboxCandidates(
  // The schema as it was at this migration's time.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
): Promise<void> {
  let after = '';
  for (;;) {
    const rows = (await db
      .selectFrom('email_outbox')
      .select([
        'id',
        'created_at',
        'to_address',
        'reply_to',
        'subject',
        'text_body',
        'attachment_resume_id',
      ])
      .where('about_candidate_id', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute()) as OutboxRow[];
    const last = rows.at(-1);
    if (!last) return;
    after = last.id;
    await tagPage(db, rows);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function tagPage(db: Kysely<any>, rows: OutboxRow[]): Promise<void> {
  const answers = new Map<string, { orderId: string; candidateId: string }>();
  const notices = new Map<string, string>();
  for (const row of rows) {
    const [, orderId, candidateId] = CLIENT_ANSWER_LINKS.exec(row.text_body) ?? [];
    if (orderId && candidateId) {
      answers.set(row.id, { orderId, candidateId });
      continue;
    }
    const address = row.reply_to ? ANGLE_ADDRESS.exec(row.reply_to.trim())?.[1] : undefined;
    if (row.subject.startsWith(APPLICATION_NOTICE_SUBJECT) && address) {
      notices.set(row.id, address);
    }
  }
  const linked = [...new Set([...answers.values()].map((answer) => answer.candidateId))];
  const addresses = [
    ...new Set(
      rows.flatMap((row) => {
        const address = notices.get(row.id) ?? row.to_address;
        return [address, key(address)];
      }),
    ),
  ];
  const [existing, keyed, applied] = await Promise.all([
    linked.length > 0
      ? (db.selectFrom('candidates').select('id').where('id', 'in', linked).execute() as Promise<
          { id: string }[]
        >)
      : Promise.resolve([]),
    db
      .selectFrom('candidates')
      .select(['id', 'email_key'])
      .where(
        'email_key',
        'in',
        addresses.map((address) => key(address)),
      )
      .execute() as Promise<{ id: string; email_key: string }[]>,
    db
      .selectFrom('applications')
      .select(['email', 'resume_id', 'candidate_id'])
      .where('email', 'in', addresses)
      .execute() as Promise<
      { email: string; resume_id: string | null; candidate_id: string | null }[]
    >,
  ]);
  const exists = new Set(existing.map((row) => row.id));
  const byKey = new Map(keyed.map((row) => [row.email_key, row.id]));
  const applicationsOf = (address: string) =>
    applied.filter((row) => key(row.email) === key(address));
  // The one candidate the applications typed with this address belong to, if one.
  const soleApplicant = (address: string): string | undefined => {
    const ids = new Set(applicationsOf(address).flatMap((row) => row.candidate_id ?? []));
    return ids.size === 1 ? [...ids][0] : undefined;
  };

  const tags = new Map<string, string[]>();
  const erased: string[] = [];
  for (const row of rows) {
    let candidateId: string | undefined;
    const answer = answers.get(row.id);
    const notice = notices.get(row.id);
    if (answer) {
      candidateId = exists.has(answer.candidateId)
        ? answer.candidateId
        : await decisionCandidate(db, answer.orderId, row);
      if (!candidateId) erased.push(row.id);
    } else if (notice) {
      const applications = applicationsOf(notice);
      candidateId =
        applications.find(
          (application) =>
            application.candidate_id !== null &&
            row.attachment_resume_id !== null &&
            application.resume_id === row.attachment_resume_id,
        )?.candidate_id ??
        soleApplicant(notice) ??
        byKey.get(key(notice));
      if (!candidateId && applications.length === 0) erased.push(row.id);
    } else {
      candidateId = byKey.get(key(row.to_address)) ?? soleApplicant(row.to_address);
    }
    if (candidateId) tags.set(candidateId, [...(tags.get(candidateId) ?? []), row.id]);
  }
  for (const [candidateId, ids] of tags) {
    await db
      .updateTable('email_outbox')
      .set({ about_candidate_id: candidateId })
      .where('id', 'in', ids)
      .execute();
  }
  if (erased.length > 0) {
    await db
      .deleteFrom('email_outbox')
      .where('id', 'in', erased)
      .where('status', '=', 'pending')
      .execute();
    await db
      .updateTable('email_outbox')
      .set((eb) => ({
        subject: SCRUBBED,
        text_body: SCRUBBED,
        reply_to: null,
        attachments_json: null,
        attachment_resume_id: null,
        headers_json: null,
        status: eb
          .case()
          .when('status', '=', 'failed')
          .then('discarded')
          .else(eb.ref('status'))
          .end(),
      }))
      .where('id', 'in', erased)
      .execute();
  }
}

// The candidate whose entry on the order holds the client's answer this mail reported: the
// newest answer event on the order's entries written in the minute before the mail, and
// whose text (times, reason) the mail quotes.
async function decisionCandidate(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  orderId: string,
  row: OutboxRow,
): Promise<string | undefined> {
  const sentAt = Date.parse(row.created_at);
  if (Number.isNaN(sentAt)) return undefined;
  const events = (await db
    .selectFrom('shortlist_events as ev')
    .innerJoin('shortlist_entries as e', 'e.id', 'ev.entry_id')
    .select(['e.candidate_id', 'ev.text'])
    .where('e.job_order_id', '=', orderId)
    .where('ev.kind', 'in', DECISION_EVENTS)
    .where('ev.created_at', '<=', new Date(sentAt).toISOString())
    .where('ev.created_at', '>=', new Date(sentAt - DECISION_MAIL_DELAY_MS).toISOString())
    .orderBy('ev.created_at', 'desc')
    .execute()) as { candidate_id: string; text: string | null }[];
  return events.find((event) => event.text === null || row.text_body.includes(event.text))
    ?.candidate_id;
}
