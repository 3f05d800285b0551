import {
  CompiledQuery,
  createQueryId,
  sql,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Job } from '@staffing/shared/job-schemas';
import type { ConsentRequest, ShortlistEntry } from '@staffing/shared/shortlist-schemas';
import { createDatabase } from '../src/db/create-database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { tagOutboxCandidates } from '../src/db/migrations/20261128-0090-candidate-mail-and-merged-links.ts';
import type { Database } from '../src/db/schema.ts';
import { eraseCandidate } from '../src/modules/candidates/candidate-erasure.ts';
import { syncCandidateForAccount } from '../src/modules/candidates/candidate-sync.ts';
import { eraseAccount } from '../src/modules/my-data/my-data.ts';
import { findUserById } from '../src/modules/users/users-repository.ts';
import { apply, candidateIdOf, useCandidateTestApp } from './helpers/candidates.ts';
import { signedInClientContact } from './helpers/clients.ts';
import { sendOrder } from './helpers/job-orders.ts';
import { validJobPayload } from './helpers/jobs.ts';
import { TestClient } from './helpers/test-client.ts';
import { createTestDatabase } from './helpers/test-database.ts';
import { createUser, loggedInClient } from './helpers/users.ts';

// Erasure and merges leave nothing behind and break no link: mail queued before messages
// named their candidate in `about_candidate_id` gets it (or, naming someone erased already,
// is scrubbed), the erasure reads the outbox through its indexes only, and the consent links
// of a shortlist entry folded into another by a merge answer as the entry kept.

type OutboxRow = {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  status: string;
  about_candidate_id: string | null;
};

// Records every statement run through it, to be explained afterwards.
class StatementRecorder implements KyselyPlugin {
  readonly nodes: RootOperationNode[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.nodes.push(args.node);
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

describe('erasure and merges', () => {
  const t = useCandidateTestApp();
  let recruiter: TestClient;
  let admin: TestClient;
  let adminEmail = '';
  let client: TestClient;
  let orderId = '';
  let jobId = '';
  const CONTACT = 'cleo@beta-clinic.example';

  const outbox = (): Promise<OutboxRow[]> =>
    t.app.db
      .selectFrom('email_outbox')
      .select([
        'id',
        'to_address',
        'reply_to',
        'subject',
        'text_body',
        'status',
        'about_candidate_id',
      ])
      .orderBy('created_at')
      .orderBy('id')
      .execute();

  async function rowsNaming(...words: string[]): Promise<OutboxRow[]> {
    return (await outbox()).filter((row) => {
      const text = [row.subject, row.text_body, row.reply_to ?? ''].join('\n').toLowerCase();
      return words.some((word) => text.includes(word.toLowerCase()));
    });
  }

  // The token of the newest consent mail to this address.
  async function consentToken(to: string): Promise<string> {
    const row = await t.app.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_address', '=', to)
      .where('text_body', 'like', '%/share-consent?token=%')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return /\/share-consent\?token=([\w-]+)/.exec(row.text_body)?.[1] ?? '';
  }

  const consent = (path: 'check' | 'answer', body: Record<string, unknown>) =>
    new TestClient(t.app).post(`/api/shortlist-consent/${path}`, body);

  async function shortlist(email: string, order = orderId) {
    const added = await recruiter.post(`/api/admin/orders/${order}/shortlist`, {
      candidateId: await candidateIdOf(t, email),
      pitch: 'Steady under pressure',
    });
    expect(added.statusCode, added.body).toBe(201);
    return { entryId: added.json<ShortlistEntry>()._id, token: await consentToken(email) };
  }

  async function answer(token: string, yesOrNo: 'yes' | 'no'): Promise<ConsentRequest> {
    const answered = await consent('answer', { token, answer: yesOrNo });
    expect(answered.statusCode, answered.body).toBe(200);
    return answered.json<ConsentRequest>();
  }

  // Shortlisted, agreed, and answered on by the client: the answer is mailed to the owner.
  async function sharedAndAnswered(email: string, decision: Record<string, unknown>) {
    const entry = await shortlist(email);
    await answer(entry.token, 'yes');
    const decided = await client.post(
      `/api/client/orders/${orderId}/candidates/${entry.entryId}/decision`,
      decision,
    );
    expect(decided.statusCode, decided.body).toBe(200);
    return entry;
  }

  // An account (without a candidate of its own yet) named as given.
  async function account(email: string, firstName: string, lastName: string) {
    const user = await createUser(t.app, { email, firstName });
    await t.app.db
      .updateTable('users')
      .set({ last_name: lastName })
      .where('id', '=', user.id)
      .execute();
    return user;
  }

  // The account takes on an address that applied signed out: the two candidates are merged.
  async function moveAccount(userId: string, email: string): Promise<string | undefined> {
    await t.app.db
      .updateTable('users')
      .set({ email, email_verified_at: new Date().toISOString() })
      .where('id', '=', userId)
      .execute();
    return t.app.db.transaction().execute((trx) => syncCandidateForAccount(trx, userId));
  }

  beforeAll(async () => {
    recruiter = (await loggedInClient(t.app, 'recruiter')).client;
    const adminLogin = await loggedInClient(t.app, 'admin');
    admin = adminLogin.client;
    adminEmail = adminLogin.user.email;
    const company = await signedInClientContact(t.app, recruiter, {
      name: 'Beta Clinic',
      email: CONTACT,
    });
    client = company.client;
    orderId = await sendOrder(t.app, { email: CONTACT, company: 'Beta Clinic' });
    await recruiter.request('PUT', `/api/admin/orders/${orderId}/client`, {
      json: { companyId: company.companyId },
    });
    for (const status of ['qualified', 'open']) {
      const moved = await recruiter.request('PATCH', `/api/admin/orders/${orderId}`, {
        json: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    // The admin owns the order: the client's answers are mailed to them, naming the candidate.
    const owned = await recruiter.request('PATCH', `/api/admin/orders/${orderId}`, {
      json: { ownerId: adminLogin.user.id },
    });
    expect(owned.statusCode, owned.body).toBe(200);
    const job = await recruiter.post(
      '/api/jobs/create-job',
      validJobPayload({ jobOrderId: orderId }),
    );
    expect(job.statusCode, job.body).toBe(201);
    jobId = job.json<Job>()._id;
  });

  it('mail queued before it was tagged names its candidate, the one kept after a merge, or is scrubbed when they were erased', async () => {
    const erin = 'erin.eastwood@example.com';
    const mara = 'mara.walkin@example.com';
    const gus = 'gus_g@example.com';
    await apply(t, { firstName: 'Erin', lastName: 'Eastwood', email: erin, jobId });
    await apply(t, { firstName: 'Mara', lastName: 'Marlowe', email: mara, jobId });
    await apply(t, { firstName: 'Gus', lastName: 'Gonzaga', email: gus, jobId });
    await sharedAndAnswered(erin, { decision: 'interview', times: 'Any morning' });
    await sharedAndAnswered(mara, { decision: 'decline', reason: 'Not this season' });
    await sharedAndAnswered(gus, { decision: 'hire' });
    const erinId = await candidateIdOf(t, erin);
    const gusId = await candidateIdOf(t, gus);
    const user = await account('mara.account@example.com', 'Mara', 'Marlowe');
    const kept = await t.app.db
      .transaction()
      .execute((trx) => syncCandidateForAccount(trx, user.id));
    const others = (await outbox()).filter(
      (row) =>
        ![erin, mara, gus, user.email].includes(row.to_address) &&
        !/eastwood|marlowe|gonzaga/i.test([row.subject, row.text_body, row.reply_to].join(' ')),
    );
    expect(others.length).toBeGreaterThan(0);

    // All of it was queued before messages named their candidate.
    await t.app.db.updateTable('email_outbox').set({ about_candidate_id: null }).execute();
    // Then Mara's account took the address she applied from (her walk-in candidate, whose id
    // the client's answer links to, is merged away), and Gus was erased: neither could move
    // or find what carried no candidate. What went to the owner and the agency about Gus went
    // out and is kept.
    expect(await moveAccount(user.id, mara)).toBe(kept);
    await t.app.db
      .updateTable('email_outbox')
      .set({ status: 'sent' })
      .where('to_address', '=', adminEmail)
      .execute();
    const erased = await admin.request('DELETE', `/api/admin/candidates/${gusId}`, { json: {} });
    expect(erased.statusCode, erased.body).toBe(204);
    const leftOfGus = await rowsNaming('Gonzaga', gus);
    expect(leftOfGus.map((row) => row.to_address).sort()).toEqual(
      [adminEmail, t.app.config.agencyEmail].sort(),
    );

    await tagOutboxCandidates(t.app.db);

    // Gus's: the waiting one is gone, the kept one says nothing of him.
    expect(await rowsNaming('Gonzaga', gus)).toEqual([]);
    const afterGus = (await outbox()).filter((row) => leftOfGus.some((gone) => gone.id === row.id));
    expect(afterGus).toEqual([
      expect.objectContaining({
        to_address: adminEmail,
        subject: 'A message about a candidate who was erased',
        text_body: 'A message about a candidate who was erased',
        status: 'sent',
        about_candidate_id: null,
      }),
    ]);
    // Erin's: the agency's copy, the receipt to her address, the consent mails and the client's answer to the owner.
    const aboutErin = [
      ...(await rowsNaming('Eastwood', erin)),
      ...(await outbox()).filter(
        (row) => row.to_address === erin && !/eastwood/i.test(row.text_body),
      ),
    ];
    expect(aboutErin.map((row) => row.to_address).sort()).toEqual(
      [t.app.config.agencyEmail, erin, erin, erin, adminEmail].sort(),
    );
    expect(aboutErin.every((row) => row.about_candidate_id === erinId)).toBe(true);
    // Mara's, the client's answer on the walk-in included: the candidate kept.
    const aboutMara = await rowsNaming('Marlowe', mara);
    expect(aboutMara.some((row) => row.to_address === adminEmail)).toBe(true);
    expect(aboutMara.every((row) => row.about_candidate_id === kept)).toBe(true);
    // Nobody else's mail changed.
    const unchanged = ({ status: _status, ...row }: OutboxRow) => row;
    const stillOthers = (await outbox()).filter((row) => others.some((o) => o.id === row.id));
    expect(stillOthers.map(unchanged)).toEqual(
      others.map((row) => unchanged({ ...row, about_candidate_id: null })),
    );

    // Erasing Erin now leaves nothing naming her.
    const erasedErin = await admin.request('DELETE', `/api/admin/candidates/${erinId}`, {
      json: {},
    });
    expect(erasedErin.statusCode, erasedErin.body).toBe(204);
    expect(await rowsNaming('Eastwood', erin)).toEqual([]);
    expect((await outbox()).filter((row) => row.to_address === erin)).toEqual([]);
  });

  it('erasing a candidate or an account reads the outbox through its indexes, never all of it', async () => {
    const walkIn = 'walt.walkin@example.com';
    await apply(t, { firstName: 'Walt', lastName: 'Walker', email: walkIn, jobId });
    await sharedAndAnswered(walkIn, { decision: 'interview', times: 'Tuesdays' });
    const holder = await account('hana.holder@example.com', 'Hana', 'Holder');
    const seeker = new TestClient(t.app);
    const login = await seeker.post('/api/users/login', {
      email: holder.email,
      password: holder.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    await apply(t, { firstName: 'Hana', lastName: 'Holder', email: holder.email, jobId }, seeker);
    await sharedAndAnswered(holder.email, { decision: 'decline', reason: 'Too far' });

    // The rest of a working outbox: mail about nobody, much of it still waiting.
    await t.app.db
      .insertInto('email_outbox')
      .values(
        Array.from({ length: 400 }, (_, i) => {
          const at = new Date(Date.now() - i * 1000).toISOString();
          return {
            id: `unrelated-${String(i).padStart(4, '0')}`,
            created_at: at,
            to_address: `reader${i}@example.com`,
            reply_to: i % 2 === 0 ? `Reader ${i} <reader${i}@example.com>` : null,
            subject: 'New jobs for your alert',
            text_body: 'Three new jobs match your alert.',
            attachment_resume_id: null,
            status: i % 4 === 0 ? 'sent' : 'pending',
            attempts: 0,
            next_attempt_at: at,
            lease_until: null,
            last_error: null,
            sent_at: null,
          };
        }),
      )
      .execute();
    const recorder = new StatementRecorder();
    const recorded = t.app.db.withPlugin(recorder);
    const walkInId = await candidateIdOf(t, walkIn);
    expect(
      await recorded.transaction().execute((trx) => eraseCandidate(trx, t.app.config, walkInId)),
    ).toBe('erased');
    const user = await findUserById(t.app.db, holder.id);
    await recorded.transaction().execute((trx) => eraseAccount(trx, t.app.config, user!));

    const executor = t.app.db.getExecutor();
    const statements = recorder.nodes
      .map((node) => executor.compileQuery(node, createQueryId()))
      .filter((query) => /\bemail_outbox\b/.test(query.sql));
    // The scrub, the resumes' files, the mail to their own addresses, for each erasure.
    expect(statements.length).toBeGreaterThanOrEqual(6);
    for (const statement of statements) {
      const plan = await explain(t.app.db, statement);
      expect(plan.problems, `${statement.sql}\n${plan.lines.join('\n')}`).toEqual([]);
    }
  });

  it('after a merge, the consent links of the entry folded away answer as the entry kept', async () => {
    const walkIn = 'nora.walkin@example.com';
    const other = 'nora.other@example.com';
    await apply(t, { firstName: 'Nora', lastName: 'Nightingale', email: walkIn, jobId });
    await apply(t, { firstName: 'Nora', lastName: 'Nightingale', email: other, jobId });
    const user = await account('nora.account@example.com', 'Nora', 'Nightingale');
    const accountCandidate =
      (await t.app.db.transaction().execute((trx) => syncCandidateForAccount(trx, user.id))) ?? '';
    // The walk-in was asked and has not answered; the account said yes and the client sees it.
    const folded = await shortlist(walkIn);
    const keptEntry = await shortlist(user.email);
    await answer(keptEntry.token, 'yes');
    const before = await consent('check', { token: keptEntry.token });

    expect(await moveAccount(user.id, walkIn)).toBe(accountCandidate);
    const entries = await t.app.db
      .selectFrom('shortlist_entries')
      .select(['id', 'candidate_id', 'consent'])
      .where('job_order_id', '=', orderId)
      .where('candidate_id', '=', accountCandidate)
      .execute();
    expect(entries).toEqual([
      { id: keptEntry.entryId, candidate_id: accountCandidate, consent: 'granted' },
    ]);

    // The walk-in's link: the same order, the kept entry's state.
    const check = await consent('check', { token: folded.token });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json<ConsentRequest>()).toEqual(before.json<ConsentRequest>());
    // It withdraws the kept entry: the client no longer sees the person.
    expect((await answer(folded.token, 'no')).consent).toBe('withdrawn');
    const shared = await client.get(`/api/client/orders/${orderId}/candidates`);
    expect(shared.json<{ _id: string }[]>().map((item) => item._id)).not.toContain(
      keptEntry.entryId,
    );
    // And says yes again, the receipt carrying the link that was used.
    expect((await answer(folded.token, 'yes')).consent).toBe('granted');
    const receipt = await t.app.db
      .selectFrom('email_outbox')
      .select(['text_body', 'about_candidate_id'])
      .where('subject', 'like', 'Your profile is shared with%')
      .where('to_address', '=', walkIn)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(receipt.text_body).toContain(folded.token);
    expect(receipt.about_candidate_id).toBe(accountCandidate);

    // A second merge folds the kept entry itself into a newer, agreed one: both earlier
    // links follow it there.
    const third = await shortlist(other);
    await answer(third.token, 'yes');
    await t.app.db
      .updateTable('shortlist_entries')
      .set({ updated_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', keptEntry.entryId)
      .execute();
    expect(await moveAccount(user.id, other)).toBe(accountCandidate);
    for (const token of [folded.token, keptEntry.token, third.token]) {
      const followed = await consent('check', { token });
      expect(followed.statusCode, followed.body).toBe(200);
      expect(followed.json<ConsentRequest>().consent).toBe('granted');
    }
    expect((await answer(folded.token, 'no')).consent).toBe('withdrawn');
    const thirdEntry = await t.app.db
      .selectFrom('shortlist_entries')
      .select(['consent', 'candidate_id'])
      .where('id', '=', third.entryId)
      .executeTakeFirstOrThrow();
    expect(thirdEntry).toEqual({ consent: 'withdrawn', candidate_id: accountCandidate });

    // Taken off the shortlist, the entry's links all go with it; a made-up token is refused.
    const removed = await recruiter.request(
      'DELETE',
      `/api/admin/orders/${orderId}/shortlist/${third.entryId}`,
      { json: {} },
    );
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    for (const token of [folded.token, keptEntry.token, third.token, 'not-a-token']) {
      const gone = await consent('check', { token });
      expect(gone.statusCode, gone.body).toBe(400);
    }
    expect(
      await t.app.db.selectFrom('shortlist_merged_tokens').select('token_hash').execute(),
    ).toEqual([]);
  });
});

// The outbox's indexes an erasure may look messages up by: each is searched for the keys the
// erasure names (its candidates' ids, their addresses, their resumes), so it reads only their
// messages.
const NAMED_KEY_INDEXES = [
  'email_outbox_about_candidate_idx',
  'email_outbox_to_address_idx',
  'email_outbox_attachment_resume_idx',
];
// Other mail (alerts, sign-in notices, orders...) carries no candidate: an erasure reading it
// reads most of the outbox, by an index or not.
const UNRELATED_READS_ALLOWED = 20;

type Plan = { lines: string[]; problems: string[] };

// What is wrong with a statement's way through email_outbox. SQLite (EXPLAIN QUERY PLAN): a
// SCAN of the table is a full scan; a SEARCH must use one of NAMED_KEY_INDEXES, each once (a
// second search of the same index in a MULTI-INDEX OR is by another key than the ones named,
// such as every message without a candidate). PostgreSQL (EXPLAIN ANALYZE, sequential scans
// priced out, rolled back): a Seq Scan on the table is a full scan, and the rows read from it
// (returned or filtered out) must stay within the few that concern the people erased.
async function explain(db: Kysely<Database>, statement: CompiledQuery): Promise<Plan> {
  if (inject('databaseUrl') === 'sqlite') {
    const result = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]),
    );
    const lines = result.rows.map((row) => row.detail);
    const problems: string[] = [];
    const searched = new Set<string>();
    for (const line of lines) {
      if (/\bSCAN (TABLE )?email_outbox\b/.test(line)) problems.push(`full scan: ${line}`);
      const index = /\bSEARCH (?:TABLE )?email_outbox USING (?:COVERING )?INDEX (\w+)/.exec(
        line,
      )?.[1];
      if (!index) continue;
      if (!NAMED_KEY_INDEXES.includes(index)) problems.push(`not by a named key: ${line}`);
      if (searched.has(index)) problems.push(`searched twice: ${line}`);
      searched.add(index);
    }
    return { lines, problems };
  }
  type Node = {
    'Node Type': string;
    'Relation Name'?: string;
    'Index Name'?: string;
    'Actual Rows'?: number;
    'Actual Loops'?: number;
    'Rows Removed by Filter'?: number;
    'Rows Removed by Index Recheck'?: number;
    Plans?: Node[];
  };
  let root: Node | undefined;
  await db
    .transaction()
    .execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const result = await trx.executeQuery<{ 'QUERY PLAN': { Plan: Node }[] }>(
        CompiledQuery.raw(`explain (analyze, format json) ${statement.sql}`, [
          ...statement.parameters,
        ]),
      );
      root = result.rows[0]?.['QUERY PLAN'][0]?.Plan;
      // EXPLAIN ANALYZE ran the statement: undo it.
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  const lines: string[] = [];
  const problems: string[] = [];
  let read = 0;
  const visit = (node: Node) => {
    const onOutbox =
      node['Relation Name'] === 'email_outbox' ||
      (node['Index Name'] ?? '').startsWith('email_outbox');
    lines.push(`${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''}`);
    if (onOutbox && node['Node Type'] !== 'ModifyTable') {
      if (node['Node Type'] === 'Seq Scan') problems.push('full scan: Seq Scan on email_outbox');
      read +=
        (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0);
    }
    for (const child of node.Plans ?? []) visit(child);
  };
  if (root) visit(root);
  if (read > UNRELATED_READS_ALLOWED) problems.push(`read ${read} rows of email_outbox`);
  return { lines, problems };
}

class RolledBack extends Error {}

describe('the migration that tags the mail queued before messages named their candidate', () => {
  it('tags it by what it carries, scrubs what names someone erased, and leaves the rest', async () => {
    const database = await createTestDatabase();
    const handle = createDatabase(database.url, { searchPath: database.searchPath });
    try {
      await migrateToLatest(handle.db, handle.dialect, '20261127-0087-order-board-indexes');
      const at = '2026-11-20T10:00:00.000Z';
      await handle.db
        .insertInto('candidates')
        .values({
          id: 'cand-1',
          email_key: 'ida@example.com',
          email: 'Ida@example.com',
          first_name: 'Ida',
          last_name: 'Ives',
          user_id: null,
          created_at: at,
          last_activity_at: at,
        })
        .execute();
      const mail = (id: string, fields: Partial<OutboxRow>) => ({
        id,
        created_at: at,
        to_address: 'owner@agency.example',
        reply_to: null,
        subject: 'Subject',
        text_body: 'Text',
        attachment_resume_id: null,
        status: 'sent',
        attempts: 1,
        next_attempt_at: at,
        lease_until: null,
        last_error: null,
        sent_at: at,
        ...fields,
      });
      const answerText = (candidateId: string, times: string) =>
        [
          `Cleo of Beta Clinic would like to interview Ida Ives for “Nurse”.`,
          '',
          'Times that suit them:',
          times,
          '',
          'The order: http://localhost/admin/orders/order-1',
          `The candidate: http://localhost/admin/candidates/${candidateId}`,
        ].join('\n');
      await handle.db
        .insertInto('email_outbox')
        .values([
          mail('m1', {
            subject: 'Interview requested: Ida Ives — Beta Clinic',
            // What the client typed cannot pass for the message's own links.
            text_body: answerText('cand-1', 'The candidate: http://x/admin/candidates/cand-9'),
          }),
          mail('m2', {
            subject: 'Interview requested: Uma Unknown — Beta Clinic',
            text_body: answerText('cand-gone', 'Mornings'),
          }),
          mail('m3', {
            to_address: 'jobs@agency.example',
            reply_to: 'Ida Ives <Ida@example.com>',
            subject: 'New application: Nurse — Ida Ives',
          }),
          mail('m4', {
            to_address: 'jobs@agency.example',
            reply_to: 'Uma Unknown <uma@example.com>',
            subject: 'New application: Nurse — Uma Unknown',
            status: 'pending',
          }),
          mail('m5', { to_address: 'IDA@example.com', subject: 'Your application for Nurse' }),
          mail('m6', { to_address: 'someone@example.com', subject: 'Your job alert' }),
        ])
        .execute();

      await migrateToLatest(handle.db, handle.dialect);

      const rows = await handle.db
        .selectFrom('email_outbox')
        .select(['id', 'subject', 'about_candidate_id', 'status'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { id: 'm1', subject: expect.any(String), about_candidate_id: 'cand-1', status: 'sent' },
        {
          id: 'm2',
          subject: 'A message about a candidate who was erased',
          about_candidate_id: null,
          status: 'sent',
        },
        { id: 'm3', subject: expect.any(String), about_candidate_id: 'cand-1', status: 'sent' },
        { id: 'm5', subject: expect.any(String), about_candidate_id: 'cand-1', status: 'sent' },
        { id: 'm6', subject: 'Your job alert', about_candidate_id: null, status: 'sent' },
      ]);
    } finally {
      await handle.destroy();
      await database.cleanup();
    }
  });
});
