import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/create-database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { NO_FACTS } from '../src/modules/jobs/job-facts.ts';
import { countJobFacets } from '../src/modules/jobs/job-facets.ts';
import { listJobs } from '../src/modules/jobs/job-list.ts';
import { jobRow } from '../src/modules/jobs/job-records.ts';
import { insertJobs } from '../src/modules/jobs/job-writes.ts';
import { jobInput } from './helpers/jobs.ts';
import { createTestDatabase } from './helpers/test-database.ts';

describe('migrations', () => {
  it('create every table and are idempotent on a second run', async () => {
    const database = await createTestDatabase();
    const handle = createDatabase(database.url, { searchPath: database.searchPath });
    try {
      const first = await migrateToLatest(handle.db, handle.dialect);
      expect(first.length).toBeGreaterThan(0);
      const second = await migrateToLatest(handle.db, handle.dialect);
      expect(second).toEqual([]);
      const tables = (await handle.db.introspection.getTables()).map((table) => table.name);
      for (const name of [
        'users',
        'sessions',
        'password_reset_tokens',
        'resumes',
        'jobs',
        'applications',
        'contact_messages',
        'email_outbox',
        'activity_log',
      ]) {
        expect(tables).toContain(name);
      }
    } finally {
      await handle.destroy();
      await database.cleanup();
    }
  });

  it('round-trips timestamps as ISO strings and bytes as bytes on this dialect', async () => {
    const database = await createTestDatabase();
    const handle = createDatabase(database.url, { searchPath: database.searchPath });
    try {
      await migrateToLatest(handle.db, handle.dialect);
      const content = new Uint8Array([0, 1, 2, 250, 255]);
      const createdAt = '2026-01-02T03:04:05.678Z';
      await handle.db
        .insertInto('resumes')
        .values({
          id: 'r1',
          owner_user_id: null,
          file_name: 'cv.pdf',
          mime_type: 'application/pdf',
          size_bytes: content.byteLength,
          content,
          created_at: createdAt,
        })
        .execute();
      const row = await handle.db
        .selectFrom('resumes')
        .selectAll()
        .where('id', '=', 'r1')
        .executeTakeFirstOrThrow();
      expect(row.created_at).toBe(createdAt);
      expect(Buffer.from(row.content).equals(Buffer.from(content))).toBe(true);
      expect(row.size_bytes).toBe(5);
    } finally {
      await handle.destroy();
      await database.cleanup();
    }
  });

  it('fill the per-workplace open-job counters from the jobs already stored', async () => {
    const database = await createTestDatabase();
    const handle = createDatabase(database.url, { searchPath: database.searchPath });
    try {
      await migrateToLatest(handle.db, handle.dialect, '20261122-0021-job-alerts');
      const job = { title: 'Nurse' };
      const facts = (workplace: 'on-site' | 'remote') => ({ ...NO_FACTS, workplace });
      await insertJobs(handle.db, [
        jobRow(
          jobInput({ ...job, industry: 'Healthcare', type: 'Full-Time', facts: facts('remote') }),
        ),
        jobRow(
          jobInput({ ...job, industry: 'Healthcare', type: 'Full-Time', facts: facts('remote') }),
        ),
        jobRow(
          jobInput({ ...job, industry: 'Healthcare', type: 'Contract', facts: facts('on-site') }),
        ),
        jobRow(
          jobInput({ ...job, industry: 'Drivers', type: 'Full-Time', facts: facts('remote') }),
        ),
        jobRow(
          jobInput({
            ...job,
            industry: 'Drivers',
            type: 'Full-Time',
            status: 'closed',
            facts: facts('remote'),
          }),
        ),
      ]);
      await migrateToLatest(handle.db, handle.dialect);
      const counts = await handle.db
        .selectFrom('job_open_facet_counts')
        .select(['industry', 'type', 'workplace', 'open_count'])
        .execute();
      const count = (industry: string, type: string, workplace: string) =>
        counts.find(
          (row) => row.industry === industry && row.type === type && row.workplace === workplace,
        )?.open_count;
      expect(counts).toHaveLength(6 * 6 * 4);
      expect(count('*', '*', '*')).toBe(4);
      expect(count('*', '*', 'remote')).toBe(3);
      expect(count('Healthcare', '*', '*')).toBe(3);
      expect(count('Healthcare', 'Full-Time', 'remote')).toBe(2);
      expect(count('Drivers', 'Full-Time', 'remote')).toBe(1);
      expect(count('ItTech', '*', '*')).toBe(0);
      // The new triggers keep counting after the migration.
      await insertJobs(handle.db, [
        jobRow(jobInput({ ...job, industry: 'ItTech', type: 'Contract', facts: facts('remote') })),
      ]);
      const after = await handle.db
        .selectFrom('job_open_facet_counts')
        .select('open_count')
        .where('industry', '=', 'ItTech')
        .where('type', '=', '*')
        .where('workplace', '=', 'remote')
        .executeTakeFirstOrThrow();
      expect(after.open_count).toBe(1);
    } finally {
      await handle.destroy();
      await database.cleanup();
    }
  });

  it('index the filter terms of the jobs already stored, so keyword counts find them', async () => {
    const database = await createTestDatabase();
    const handle = createDatabase(database.url, { searchPath: database.searchPath });
    try {
      await migrateToLatest(handle.db, handle.dialect, '20261123-0032-covering-fact-indexes');
      const job = { industry: 'Healthcare' as const };
      const remote = { ...NO_FACTS, workplace: 'remote' as const, region: 'IL' };
      await insertJobs(handle.db, [
        jobRow(jobInput({ ...job, title: 'Night Nurse', facts: remote })),
        jobRow(jobInput({ ...job, title: 'Day Nurse', facts: NO_FACTS })),
        jobRow(jobInput({ ...job, title: 'Nurse Lead', status: 'closed', facts: remote })),
      ]);
      await migrateToLatest(handle.db, handle.dialect);
      const page = await listJobs(handle.db, handle.dialect, {
        q: 'nurse',
        workplace: ['remote'],
        where: 'IL',
        limit: 10,
      });
      expect(page.jobs.map((one) => one.title)).toEqual(['Night Nurse']);
      expect(page.total).toBe(1);
      const facets = await countJobFacets(
        handle.db,
        handle.dialect,
        { q: 'nurse' },
        {
          industries: ['Healthcare'],
          types: [],
          workplaces: ['remote', 'on-site'],
          postedWithin: [],
        },
      );
      expect(facets.industry.Healthcare).toEqual({ count: 2, capped: false });
      expect(facets.workplace).toEqual({
        remote: { count: 1, capped: false },
        'on-site': { count: 1, capped: false },
      });
    } finally {
      await handle.destroy();
      await database.cleanup();
    }
  });

  it('keep the stored feeds, with their bytes after their headers on SQLite', async () => {
    const database = await createTestDatabase();
    const handle = createDatabase(database.url, { searchPath: database.searchPath });
    try {
      await migrateToLatest(handle.db, handle.dialect, '20261128-0094-candidate-language');
      const document = {
        key: 'sitemaps/jobs-1.xml',
        content_type: 'application/xml; charset=utf-8',
        body: new Uint8Array(Buffer.from('<urlset/>'.repeat(10_000))),
        gzip: new Uint8Array([31, 139, 8]),
        deflate: null,
        crc32: null,
        parts_json: null,
        total_length: 90_000,
        gzip_length: 3,
        etag: '"e"',
        last_modified: '2026-11-28T10:00:00.000Z',
        built_at: '2026-11-28T10:00:01.000Z',
        source_signature: '3:2026-11-28T09:00:00.000Z#3',
        retired_at: null,
      };
      await handle.db.insertInto('feed_documents').values(document).execute();
      await migrateToLatest(handle.db, handle.dialect);
      const row = await handle.db
        .selectFrom('feed_documents')
        .selectAll()
        .executeTakeFirstOrThrow();
      expect({
        ...row,
        body: Buffer.from(row.body).toString(),
        gzip: [...(row.gzip ?? [])],
      }).toEqual({
        ...document,
        body: '<urlset/>'.repeat(10_000),
        gzip: [31, 139, 8],
      });
      if (handle.dialect === 'sqlite') {
        // SQLite reads a column past a large value by walking its pages: the headers a
        // listing reads come first, the plain bytes last.
        const columns = (
          await sql<{ name: string }>`pragma table_info(feed_documents)`.execute(handle.db)
        ).rows.map((column) => column.name);
        expect(columns.slice(-3)).toEqual(['gzip', 'deflate', 'body']);
      }
    } finally {
      await handle.destroy();
      await database.cleanup();
    }
  });
});
