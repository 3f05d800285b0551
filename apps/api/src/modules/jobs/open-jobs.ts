import type { Kysely } from 'kysely';
import type { Industry } from '@staffing/shared/constants';
import type { DialectName } from '../../db/create-database.ts';
import type { Database } from '../../db/schema.ts';
import type { JobRecord } from './job-records.ts';
import type { Cursor } from './job-filters.ts';
import { listJobs } from './job-list.ts';

// Open jobs for the feeds, and what "open" means.

// Every open job, newest first, a batch at a time: feeds of any size without holding them in
// memory or paying for deep offsets.
export async function* openJobsNewestFirst(
  db: Kysely<Database>,
  dialect: DialectName,
  options: {
    industry?: Industry | undefined;
    max?: number;
    batchSize?: number;
  } = {},
): AsyncGenerator<JobRecord> {
  const max = options.max ?? Number.POSITIVE_INFINITY;
  let cursor: Cursor | undefined;
  let yielded = 0;
  while (yielded < max) {
    const limit = Math.min(options.batchSize ?? 500, max - yielded);
    const page = await listJobs(db, dialect, {
      industry: options.industry,
      limit,
      cursor,
      withTotal: false,
    });
    for (const job of page.jobs) yield job;
    yielded += page.jobs.length;
    const last = page.jobs.at(-1);
    if (!page.nextCursor || !last) return;
    cursor = { createdAt: last.createdAt, id: last.id };
  }
}

// Open and not past its closing date: the only jobs the public lists and accepts
// applications for.
export function isJobOpen(
  job: Pick<JobRecord, 'status' | 'validThrough'>,
  now = new Date(),
): boolean {
  return (
    job.status === 'open' && (job.validThrough === null || job.validThrough > now.toISOString())
  );
}
