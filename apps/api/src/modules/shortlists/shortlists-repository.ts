import type { Kysely } from 'kysely';
import {
  CLIENT_DECISIONS,
  CONSENT_STATES,
  type ClientDecisionKind,
  type ConsentState,
} from '@staffing/shared/shortlist-schemas';
import type { Locale } from '@staffing/shared/i18n/locales';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';

// Shortlist entries and their history. Rows stay here; callers get records.

export type ShortlistEntryRecord = {
  id: string;
  createdAt: string;
  orderId: string;
  position: string;
  // The client company's name when the order is linked to one, else the name sent with it.
  company: string;
  clientCompanyId: string | null;
  ownerUserId: string | null;
  candidateId: string;
  candidateName: string;
  candidateEmail: string;
  candidateUserId: string | null;
  // The language the candidate's emails are written in (candidates.locale).
  candidateLocale: Locale;
  pitch: string;
  addedBy: string;
  consent: ConsentState;
  consentAt: string | null;
  decision: { kind: ClientDecisionKind; at: string; text: string | null } | null;
};

export type ShortlistEventKind =
  | 'added'
  | 'consent-asked-again'
  | 'consent-granted'
  | 'consent-declined'
  | 'consent-withdrawn'
  | 'interview-requested'
  | 'client-declined'
  | 'hired';

const consentOf = (value: string): ConsentState =>
  (CONSENT_STATES as readonly string[]).includes(value) ? (value as ConsentState) : 'pending';

function selectEntries(db: Kysely<Database>) {
  return db
    .selectFrom('shortlist_entries as e')
    .innerJoin('job_orders as o', 'o.id', 'e.job_order_id')
    .innerJoin('candidates as c', 'c.id', 'e.candidate_id')
    .leftJoin('client_companies as cc', 'cc.id', 'o.client_company_id')
    .select([
      'e.id',
      'e.created_at',
      'e.job_order_id',
      'e.candidate_id',
      'e.pitch',
      'e.added_by_name',
      'e.consent',
      'e.consent_at',
      'e.client_decision',
      'e.client_decision_at',
      'e.client_decision_text',
      'o.position',
      'o.company',
      'o.client_company_id',
      'o.owner_user_id',
      'cc.name as client_name',
      'c.first_name',
      'c.last_name',
      'c.email',
      'c.user_id',
      'c.locale as candidate_locale',
    ]);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['executeTakeFirstOrThrow']>>;

function toRecord(row: EntryRow): ShortlistEntryRecord {
  return {
    id: row.id,
    createdAt: row.created_at,
    orderId: row.job_order_id,
    position: row.position,
    company: row.client_name ?? row.company,
    clientCompanyId: row.client_company_id,
    ownerUserId: row.owner_user_id,
    candidateId: row.candidate_id,
    candidateName: `${row.first_name} ${row.last_name}`.trim() || row.email,
    candidateEmail: row.email,
    candidateUserId: row.user_id,
    candidateLocale: row.candidate_locale === 'es' ? 'es' : 'en',
    pitch: row.pitch,
    addedBy: row.added_by_name,
    consent: consentOf(row.consent),
    consentAt: row.consent_at,
    decision:
      row.client_decision && row.client_decision_at
        ? {
            kind: (CLIENT_DECISIONS as readonly string[]).includes(row.client_decision)
              ? (row.client_decision as ClientDecisionKind)
              : 'interview',
            at: row.client_decision_at,
            text: row.client_decision_text,
          }
        : null,
  };
}

export async function findShortlistEntry(
  db: Kysely<Database>,
  id: string,
): Promise<ShortlistEntryRecord | undefined> {
  const row = await selectEntries(db).where('e.id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

// The entry a consent link's token belongs to: its own, or, for an entry a merge of two
// candidates folded into the other one's on the same order, the entry kept
// (moveShortlistEntries), which the link then answers for.
export async function findEntryByTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<ShortlistEntryRecord | undefined> {
  const row =
    (await selectEntries(db).where('e.token_hash', '=', tokenHash).executeTakeFirst()) ??
    (await selectEntries(db)
      .innerJoin('shortlist_merged_tokens as m', 'm.entry_id', 'e.id')
      .where('m.token_hash', '=', tokenHash)
      .executeTakeFirst());
  return row ? toRecord(row) : undefined;
}

export async function isOnShortlist(
  db: Kysely<Database>,
  orderId: string,
  candidateId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('shortlist_entries')
    .select('id')
    .where('job_order_id', '=', orderId)
    .where('candidate_id', '=', candidateId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function listOrderShortlist(
  db: Kysely<Database>,
  orderId: string,
): Promise<ShortlistEntryRecord[]> {
  const rows = await selectEntries(db)
    .where('e.job_order_id', '=', orderId)
    .orderBy('e.created_at')
    .orderBy('e.id')
    .execute();
  return rows.map(toRecord);
}

export async function listCandidateShortlists(
  db: Kysely<Database>,
  candidateIds: readonly string[],
): Promise<ShortlistEntryRecord[]> {
  if (candidateIds.length === 0) return [];
  const rows = await selectEntries(db)
    .where('e.candidate_id', 'in', candidateIds)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
  return rows.map(toRecord);
}

// Only the entries the candidate said yes to, of an order of this client company.
export async function listSharedCandidates(
  db: Kysely<Database>,
  companyId: string,
  orderId: string,
): Promise<ShortlistEntryRecord[]> {
  const rows = await selectEntries(db)
    .where('e.job_order_id', '=', orderId)
    .where('o.client_company_id', '=', companyId)
    .where('e.consent', '=', 'granted')
    .orderBy('e.consent_at')
    .orderBy('e.id')
    .execute();
  return rows.map(toRecord);
}

export async function addShortlistEvent(
  db: Kysely<Database>,
  entryId: string,
  event: { kind: ShortlistEventKind; actorName: string | null; text?: string | null },
  at: string = nowIso(),
): Promise<void> {
  await db
    .insertInto('shortlist_events')
    .values({
      id: newId(),
      entry_id: entryId,
      created_at: at,
      kind: event.kind,
      actor_name: event.actorName,
      text: event.text ?? null,
    })
    .execute();
}

export async function insertShortlistEntry(
  db: Kysely<Database>,
  input: {
    orderId: string;
    candidateId: string;
    pitch: string;
    addedBy: { id: string; name: string };
    tokenHash: string;
  },
): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('shortlist_entries')
    .values({
      id,
      job_order_id: input.orderId,
      candidate_id: input.candidateId,
      created_at: now,
      updated_at: now,
      added_by_user_id: input.addedBy.id,
      added_by_name: input.addedBy.name,
      pitch: input.pitch,
      consent: 'pending',
      consent_at: null,
      token_hash: input.tokenHash,
    })
    .execute();
  await addShortlistEvent(
    db,
    id,
    { kind: 'added', actorName: input.addedBy.name, text: input.pitch },
    now,
  );
  return id;
}

// Records the candidate's answer; false when it was already that (a link clicked twice).
export async function setConsent(
  db: Kysely<Database>,
  entryId: string,
  from: ConsentState,
  to: ConsentState,
): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('shortlist_entries')
    .set({ consent: to, consent_at: now, updated_at: now })
    .where('id', '=', entryId)
    .where('consent', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

// Staff ask a candidate who has not answered once more: the entry gets a new token for the new
// mail's links, and the old one is kept beside the tokens of merged entries, so the first
// mail's links still answer for the entry. `updated_at` becomes when it was asked. False when
// the candidate answered (or someone asked again) meanwhile.
export async function renewConsentToken(
  db: Kysely<Database>,
  entryId: string,
  tokenHash: string,
  askedBy: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('shortlist_entries')
    .select('token_hash')
    .where('id', '=', entryId)
    .where('consent', '=', 'pending')
    .executeTakeFirst();
  if (!row) return false;
  const now = nowIso();
  const result = await db
    .updateTable('shortlist_entries')
    .set({ token_hash: tokenHash, updated_at: now })
    .where('id', '=', entryId)
    .where('consent', '=', 'pending')
    .where('token_hash', '=', row.token_hash)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return false;
  await db
    .insertInto('shortlist_merged_tokens')
    .values({ token_hash: row.token_hash, entry_id: entryId, created_at: now })
    .execute();
  await addShortlistEvent(db, entryId, { kind: 'consent-asked-again', actorName: askedBy }, now);
  return true;
}

export type ShortlistEventRecord = {
  entryId: string;
  at: string;
  kind: ShortlistEventKind;
  actorName: string | null;
  text: string | null;
  position: string;
  company: string;
};

// The events of a candidate's entries, for their timeline and their data export.
export async function listCandidateShortlistEvents(
  db: Kysely<Database>,
  candidateIds: readonly string[],
): Promise<ShortlistEventRecord[]> {
  if (candidateIds.length === 0) return [];
  const rows = await db
    .selectFrom('shortlist_events as ev')
    .innerJoin('shortlist_entries as e', 'e.id', 'ev.entry_id')
    .innerJoin('job_orders as o', 'o.id', 'e.job_order_id')
    .leftJoin('client_companies as cc', 'cc.id', 'o.client_company_id')
    .select([
      'ev.entry_id',
      'ev.created_at',
      'ev.kind',
      'ev.actor_name',
      'ev.text',
      'o.position',
      'o.company',
      'cc.name as client_name',
    ])
    .where('e.candidate_id', 'in', candidateIds)
    .orderBy('ev.created_at', 'desc')
    .orderBy('ev.id', 'desc')
    .execute();
  return rows.map((row) => ({
    entryId: row.entry_id,
    at: row.created_at,
    kind: row.kind as ShortlistEventKind,
    actorName: row.actor_name,
    text: row.text,
    position: row.position,
    company: row.client_name ?? row.company,
  }));
}

// Staff take a candidate off an order's shortlist: the entry and its history go (the share
// with it, so the client stops seeing them at once); a placement keeps its own row. False
// when it was gone already.
export async function deleteShortlistEntry(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('shortlist_entries').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows === 1n;
}

// Account deletion: the shares of the account's candidate go, whatever else of it stays.
export async function deleteShortlistsOfAccount(
  db: Kysely<Database>,
  userId: string,
): Promise<void> {
  await db
    .deleteFrom('shortlist_entries')
    .where(
      'candidate_id',
      'in',
      db.selectFrom('candidates').select('id').where('user_id', '=', userId),
    )
    .execute();
}

// The client's answer on an entry it may see (consent given), with its event; false when the
// consent was withdrawn meanwhile.
export async function recordClientDecision(
  db: Kysely<Database>,
  entryId: string,
  decision: { kind: ClientDecisionKind; text: string | null; actorName: string },
): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('shortlist_entries')
    .set({
      client_decision: decision.kind,
      client_decision_at: now,
      client_decision_text: decision.text,
      updated_at: now,
    })
    .where('id', '=', entryId)
    .where('consent', '=', 'granted')
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return false;
  const kind: ShortlistEventKind =
    decision.kind === 'interview'
      ? 'interview-requested'
      : decision.kind === 'decline'
        ? 'client-declined'
        : 'hired';
  await addShortlistEvent(
    db,
    entryId,
    { kind, actorName: decision.actorName, text: decision.text },
    now,
  );
  return true;
}

// Two candidates found to be one person (candidate-sync.ts mergeCandidates), both on the same
// order's shortlist (one entry per candidate and order, a unique key): which entry stays.
// The stronger consent first (granted, then pending, then declined or withdrawn), then the
// newer (last changed). Granted wins over a refusal of the other entry, however recent: the
// client saw the person through the granted one before the merge and sees them just as much
// after it; a refusal only ever answered that other request, and the person can withdraw the
// kept one like any other (every mail about it carries its link).
const CONSENT_RANK: Record<ConsentState, number> = {
  granted: 3,
  pending: 2,
  declined: 1,
  withdrawn: 1,
};

type MergedEntry = { id: string; consent: string; updated_at: string };

const stronger = (a: MergedEntry, b: MergedEntry): MergedEntry => {
  const rank = CONSENT_RANK[consentOf(a.consent)] - CONSENT_RANK[consentOf(b.consent)];
  if (rank !== 0) return rank > 0 ? a : b;
  if (a.updated_at !== b.updated_at) return a.updated_at > b.updated_at ? a : b;
  return a.id > b.id ? a : b;
};

// The entries of `from` and `into` on the same orders, as a map from the entry that goes to
// the one that stays. Read before anything moves: the caller moves the interviews and
// placements of the entries that go, then calls moveShortlistEntries.
export async function planShortlistMerge(
  db: Kysely<Database>,
  from: string,
  into: string,
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('shortlist_entries')
    .select(['id', 'job_order_id', 'candidate_id', 'consent', 'updated_at'])
    .where('candidate_id', 'in', [from, into])
    .orderBy('id')
    .execute();
  const byOrder = new Map<string, MergedEntry>();
  const plan = new Map<string, string>();
  for (const row of rows) {
    const other = byOrder.get(row.job_order_id);
    if (!other) {
      byOrder.set(row.job_order_id, row);
      continue;
    }
    const kept = stronger(row, other);
    plan.set(kept === row ? other.id : row.id, kept.id);
  }
  return plan;
}

// The merge itself: an entry that goes gives its history to the one that stays (both
// requests, both answers and the client's answers stay on the record, in time order) and,
// if the client answered on it last, that answer; the kept entry counts from the earlier of
// the two. Its consent links stay working as the kept entry's: its token hash (and those of
// entries folded into it before) point at the kept entry (shortlist_merged_tokens,
// findEntryByTokenHash), so a yes or a withdrawal from any mail about either entry, before
// or after, answers for the one the client sees. Then it goes, and every other entry of
// `from` is `into`'s.
export async function moveShortlistEntries(
  db: Kysely<Database>,
  { from, into, entries }: { from: string; into: string; entries: ReadonlyMap<string, string> },
): Promise<void> {
  for (const [dropped, kept] of entries) {
    const [gone, stays] = await Promise.all(
      [dropped, kept].map((id) =>
        db
          .selectFrom('shortlist_entries')
          .select([
            'created_at',
            'token_hash',
            'client_decision',
            'client_decision_at',
            'client_decision_text',
          ])
          .where('id', '=', id)
          .executeTakeFirst(),
      ),
    );
    if (!gone || !stays) continue;
    await db
      .updateTable('shortlist_events')
      .set({ entry_id: kept })
      .where('entry_id', '=', dropped)
      .execute();
    const newerAnswer =
      gone.client_decision_at !== null &&
      (stays.client_decision_at === null || gone.client_decision_at > stays.client_decision_at);
    await db
      .updateTable('shortlist_entries')
      .set({
        created_at: gone.created_at < stays.created_at ? gone.created_at : stays.created_at,
        ...(newerAnswer
          ? {
              client_decision: gone.client_decision,
              client_decision_at: gone.client_decision_at,
              client_decision_text: gone.client_decision_text,
            }
          : {}),
      })
      .where('id', '=', kept)
      .execute();
    await db
      .updateTable('shortlist_merged_tokens')
      .set({ entry_id: kept })
      .where('entry_id', '=', dropped)
      .execute();
    await db
      .insertInto('shortlist_merged_tokens')
      .values({ token_hash: gone.token_hash, entry_id: kept, created_at: nowIso() })
      .execute();
    await db.deleteFrom('shortlist_entries').where('id', '=', dropped).execute();
  }
  await db
    .updateTable('shortlist_entries')
    .set({ candidate_id: into })
    .where('candidate_id', '=', from)
    .execute();
}
