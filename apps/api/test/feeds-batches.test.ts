import { gunzipSync } from 'node:zlib';
import { describe, expect, it, beforeAll } from 'vitest';
import type { JobType } from '@staffing/shared/constants';
import type { Job } from '@staffing/shared/job-schemas';
import type { JobRecord } from '../src/modules/jobs/job-records.ts';
import { openJobsNewestFirst } from '../src/modules/jobs/open-jobs.ts';
import { readDocument } from '../src/modules/feeds/feed-documents-repository.ts';
import { INDEED_FOOT, indeedHead, indeedJob } from '../src/modules/feeds/feed-xml.ts';
import { validJobPayload, seedJobs } from './helpers/jobs.ts';
import { useTestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

// The builder streams: it reads a child's jobs a batch at a time and stores every ten batches
// as a part of /jobs.xml. Children of 25 and batches of 2, so parts of 20 jobs: a child is
// 13 batches and 2 parts, its sitemap is read in two slices of 20 seqs, and a batch, part or
// slice boundary that dropped or repeated a job would show here.
const CHILD_SIZE = 25;
const BATCH_SIZE = 2;
const PART_SIZE = BATCH_SIZE * 10;
const context = useTestApp({
  feeds: {
    debounceMs: 0,
    pollMs: 50,
    childSize: CHILD_SIZE,
    batchSize: BATCH_SIZE,
    reconcileMs: 15 * 60_000,
    downloadBytesPerSecond: 0,
  },
});
const site = { publicUrl: 'http://localhost:3000', agency: 'Keystone Staffing' };

describe('feeds built in batches', () => {
  let admin: TestClient;

  beforeAll(async () => {
    admin = (await loggedInClient(context.app, 'admin')).client;
    // 70 jobs by seq: children of 25, 25 and 20.
    await seedJobs(
      context.app,
      Array.from({ length: 70 }, (_, index) => ({ title: `Batched job ${index}` })),
    );
    await context.app.feeds.settle();
  });

  // Every open job with its child, newest first: /jobs.xml lists the newest child first and
  // each child's jobs newest first.
  async function openJobsByChild() {
    const { app } = context;
    const seqs = new Map(
      (await app.db.selectFrom('jobs').select(['id', 'seq']).execute()).map((row) => [
        row.id,
        row.seq,
      ]),
    );
    const jobs: { job: JobRecord; seq: number; child: number }[] = [];
    for await (const job of openJobsNewestFirst(app.db, app.dbDialect)) {
      const seq = seqs.get(job.id) ?? 0;
      jobs.push({ job, seq, child: Math.floor((seq - 1) / CHILD_SIZE) + 1 });
    }
    return jobs;
  }

  async function expectFeedsMatchTheJobs() {
    const { app } = context;
    const jobs = await openJobsByChild();
    const feed = await app.inject({ method: 'GET', url: '/jobs.xml' });
    expect(feed.statusCode).toBe(200);
    const lastBuildDate = /<lastBuildDate>([^<]+)<\/lastBuildDate>/.exec(feed.body)?.[1] ?? '';
    const ordered = [...jobs].sort((a, b) => b.child - a.child);
    expect(feed.body).toBe(
      indeedHead(site, new Date(lastBuildDate)) +
        ordered.map(({ job }) => indeedJob(site, job)).join('') +
        INDEED_FOOT,
    );
    const ids = [...feed.body.matchAll(/<referencenumber><!\[CDATA\[([^\]]+)\]\]>/g)].map(
      (match) => match[1],
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(jobs.length);
    const zipped = await app.inject({
      method: 'GET',
      url: '/jobs.xml',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(zipped.rawPayload).equals(feed.rawPayload)).toBe(true);

    // Each child's sitemap lists its open jobs in seq order, each once in English and once in
    // Spanish.
    for (const child of new Set(jobs.map((entry) => entry.child))) {
      const response = await app.inject({ method: 'GET', url: `/sitemaps/jobs-${child}.xml` });
      const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      expect(locs).toEqual(
        jobs
          .filter((entry) => entry.child === child)
          .sort((a, b) => a.seq - b.seq)
          .flatMap((entry) => [
            `${site.publicUrl}/jobs/${entry.job.id}`,
            `${site.publicUrl}/es/jobs/${entry.job.id}`,
          ]),
      );
    }

    // Stored as parts of at most PART_SIZE jobs, ceil(open / PART_SIZE) per child.
    const manifest = await readDocument(app.db, 'jobs.xml');
    const perChild = new Map<number, number>();
    for (const { child } of jobs) perChild.set(child, (perChild.get(child) ?? 0) + 1);
    const expectedParts = [...perChild.values()].reduce(
      (sum, count) => sum + Math.ceil(count / PART_SIZE),
      0,
    );
    expect(manifest?.parts).toHaveLength(expectedParts);
    return manifest?.parts ?? [];
  }

  it('lists every open job once, in the order of one whole-board pass, over several batches', async () => {
    const parts = await expectFeedsMatchTheJobs();
    expect(parts.map((part) => part.child)).toEqual([3, 2, 2, 1, 1]);
  });

  it('rewrites only the changed child`s parts, and reuses a retired part when its jobs come back', async () => {
    const { app } = context;
    const before = await expectFeedsMatchTheJobs();
    const created = (
      await admin.post('/api/jobs/create-job', validJobPayload({ title: 'Batched posting' }))
    ).json<Job>();
    await app.feeds.settle();
    const withNew = await expectFeedsMatchTheJobs();
    // The new job (seq 71) is child 3's 21st: two parts now, both new; children 1 and 2 keep
    // theirs.
    expect(withNew.map((part) => part.child)).toEqual([3, 3, 2, 2, 1, 1]);
    expect(withNew.slice(2)).toEqual(before.slice(1));
    expect(withNew.slice(0, 2).map((part) => part.key)).not.toContain(before[0]?.key);

    const renamed = await admin.request('PUT', `/api/jobs/job/${created._id}`, {
      json: { ...created, overview: { ...created.overview, title: 'Renamed posting' } },
    });
    expect(renamed.statusCode).toBe(200);
    await app.feeds.settle();
    const afterRename = await expectFeedsMatchTheJobs();
    // The renamed job is the child's newest: its first part changed, its second (the child's
    // oldest job) did not.
    expect(afterRename[0]?.key).not.toBe(withNew[0]?.key);
    expect(afterRename[1]?.key).toBe(withNew[1]?.key);

    const back = await admin.request('PUT', `/api/jobs/job/${created._id}`, {
      json: { ...created, overview: { ...created.overview, title: 'Batched posting' } },
    });
    expect(back.statusCode).toBe(200);
    await app.feeds.settle();
    const afterBack = await expectFeedsMatchTheJobs();
    expect(afterBack.map((part) => part.key)).toEqual(withNew.map((part) => part.key));
    // The part retired by the rename is in use again: not left to be deleted within the hour.
    const retired = await app.db
      .selectFrom('feed_documents')
      .select(['key', 'retired_at'])
      .where(
        'key',
        'in',
        afterBack.map((part) => part.key),
      )
      .execute();
    expect(retired).toHaveLength(afterBack.length);
    expect(retired.filter((row) => row.retired_at !== null)).toEqual([]);

    expect((await admin.request('DELETE', `/api/jobs/job/${created._id}`)).statusCode).toBe(204);
    await app.feeds.settle();
    expect(await expectFeedsMatchTheJobs()).toEqual(before);
  });

  it('logs a failed build, keeps serving the feeds it had, and recovers at the next build', async () => {
    const { app } = context;
    const before = await app.inject({ method: 'GET', url: '/jobs.xml' });
    const [id = ''] = await seedJobs(app, [{ title: 'Unmappable job' }]);
    // Written past the API: a job type Indeed's feed has no name for, so its XML throws
    // halfway through the build, in the server's own process.
    await app.db
      .updateTable('jobs')
      .set({ type: 'Bogus' as JobType })
      .where('id', '=', id)
      .execute();
    await app.feeds.settle();
    const failed = await app.db
      .selectFrom('feed_builds')
      .select(['last_error', 'lease_owner'])
      .executeTakeFirstOrThrow();
    expect(failed.last_error).toMatch(/\w/);
    expect(failed.lease_owner).toBeNull();
    const during = await app.inject({ method: 'GET', url: '/jobs.xml' });
    expect(during.statusCode).toBe(200);
    expect(during.body).toBe(before.body);

    await app.db.deleteFrom('jobs').where('id', '=', id).execute();
    await app.feeds.settle();
    const recovered = await app.db
      .selectFrom('feed_builds')
      .select('last_error')
      .executeTakeFirstOrThrow();
    expect(recovered.last_error).toBeNull();
    await expectFeedsMatchTheJobs();
  });
});
