import { sql, type Kysely } from 'kysely';
import { INDUSTRIES, type Industry } from '@staffing/shared/constants';
import type { DialectName } from '../../db/create-database.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { countApplications } from '../applications/applications-repository.ts';
import { countJobs } from '../jobs/job-writes.ts';
import { countUsers } from '../users/users-repository.ts';

export type ActivityRecord = {
  id: string;
  createdAt: string;
  action: string;
  summary: string;
  subjectType: string;
  subjectId: string | null;
  actorName: string | null;
  subjectJobExists: boolean;
};

export async function listRecentActivity(
  db: Kysely<Database>,
  limit: number,
): Promise<ActivityRecord[]> {
  const rows = await db
    .selectFrom('activity_log')
    .leftJoin('users as actor', 'actor.id', 'activity_log.actor_user_id')
    .leftJoin('jobs', (join) =>
      join
        .onRef('jobs.id', '=', 'activity_log.subject_id')
        .on('activity_log.subject_type', '=', 'job'),
    )
    .select([
      'activity_log.id',
      'activity_log.created_at',
      'activity_log.action',
      'activity_log.summary',
      'activity_log.subject_type',
      'activity_log.subject_id',
      'actor.first_name',
      'actor.last_name',
      'jobs.id as job_id',
    ])
    .orderBy('activity_log.created_at', 'desc')
    .orderBy('activity_log.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    action: row.action,
    summary: row.summary,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    actorName: row.first_name ? `${row.first_name} ${row.last_name ?? ''}`.trim() : null,
    subjectJobExists: row.job_id !== null,
  }));
}

export async function openJobsByIndustry(db: Kysely<Database>): Promise<Record<Industry, number>> {
  const rows = await db
    .selectFrom('jobs')
    .select(['industry', (eb) => eb.fn.countAll<number>().as('count')])
    .where('status', '=', 'open')
    .where((eb) => eb.or([eb('valid_through', 'is', null), eb('valid_through', '>', nowIso())]))
    .groupBy('industry')
    .execute();
  const counts = Object.fromEntries(INDUSTRIES.map((industry) => [industry, 0])) as Record<
    Industry,
    number
  >;
  for (const row of rows) {
    if ((INDUSTRIES as readonly string[]).includes(row.industry)) {
      counts[row.industry as Industry] = row.count;
    }
  }
  return counts;
}

const DAY_MS = 24 * 60 * 60 * 1000;

// Monday of the week (UTC) a date falls in, as YYYY-MM-DD.
export function weekStartOf(date: Date): string {
  const day = (date.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - day))
    .toISOString()
    .slice(0, 10);
}

// Applications per week for the last `weeks` weeks (the current one included), oldest first,
// with empty weeks as zero. Counted per day in SQL (the day expression differs by dialect),
// summed into weeks here.
export async function applicationsPerWeek(
  db: Kysely<Database>,
  dialect: DialectName,
  weeks: number,
  now = new Date(),
): Promise<{ weekStart: string; count: number }[]> {
  const firstWeek =
    new Date(`${weekStartOf(now)}T00:00:00.000Z`).getTime() - (weeks - 1) * 7 * DAY_MS;
  const day =
    dialect === 'postgres'
      ? sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`
      : sql<string>`substr(created_at, 1, 10)`;
  const rows = await db
    .selectFrom('applications')
    .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('count')])
    .where('created_at', '>=', new Date(firstWeek).toISOString())
    .groupBy(day)
    .execute();
  const buckets = new Map<string, number>();
  for (let index = 0; index < weeks; index++) {
    buckets.set(new Date(firstWeek + index * 7 * DAY_MS).toISOString().slice(0, 10), 0);
  }
  for (const row of rows) {
    const week = weekStartOf(new Date(`${row.day}T00:00:00.000Z`));
    if (buckets.has(week)) buckets.set(week, (buckets.get(week) ?? 0) + row.count);
  }
  return [...buckets].map(([weekStart, count]) => ({ weekStart, count }));
}

// The spec's dashboard figures (totalJobs, totalApplications, totalUsers), shared by
// /api/jobs/dashboard-stats and /api/admin/stats.
export async function siteTotals(
  db: Kysely<Database>,
): Promise<{ totalJobs: number; totalApplications: number; totalUsers: number }> {
  const [totalJobs, totalApplications, totalUsers] = await Promise.all([
    countJobs(db),
    countApplications(db),
    countUsers(db),
  ]);
  return { totalJobs, totalApplications, totalUsers };
}
