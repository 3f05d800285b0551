import type { Kysely } from 'kysely';
import { INDUSTRIES, type Industry } from '@staffing/shared/constants';
import type { OrderIndustryStats } from '@staffing/shared/placement-schemas';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';

// Placements: rows stay here; callers get records.

export type PlacementRecord = {
  id: string;
  orderId: string;
  entryId: string | null;
  candidateId: string | null;
  candidateName: string | null;
  startDate: string | null;
  payRateCents: number | null;
  billRateCents: number | null;
  placedByName: string;
  createdAt: string;
  position: string;
  company: string;
};

function selectPlacements(db: Kysely<Database>) {
  return db
    .selectFrom('placements as p')
    .innerJoin('job_orders as o', 'o.id', 'p.job_order_id')
    .leftJoin('client_companies as cc', 'cc.id', 'o.client_company_id')
    .select([
      'p.id',
      'p.job_order_id',
      'p.shortlist_entry_id',
      'p.candidate_id',
      'p.candidate_name',
      'p.start_date',
      'p.pay_rate_cents',
      'p.bill_rate_cents',
      'p.placed_by_name',
      'p.created_at',
      'o.position',
      'o.company',
      'cc.name as client_name',
    ]);
}

type PlacementRow = Awaited<
  ReturnType<ReturnType<typeof selectPlacements>['executeTakeFirstOrThrow']>
>;

const toRecord = (row: PlacementRow): PlacementRecord => ({
  id: row.id,
  orderId: row.job_order_id,
  entryId: row.shortlist_entry_id,
  candidateId: row.candidate_id,
  candidateName: row.candidate_name,
  startDate: row.start_date,
  payRateCents: row.pay_rate_cents,
  billRateCents: row.bill_rate_cents,
  placedByName: row.placed_by_name,
  createdAt: row.created_at,
  position: row.position,
  company: row.client_name ?? row.company,
});

export async function listOrderPlacements(
  db: Kysely<Database>,
  orderId: string,
): Promise<PlacementRecord[]> {
  const rows = await selectPlacements(db)
    .where('p.job_order_id', '=', orderId)
    .orderBy('p.created_at', 'asc')
    .orderBy('p.id', 'asc')
    .execute();
  return rows.map(toRecord);
}

export async function listCandidatePlacements(
  db: Kysely<Database>,
  candidateIds: readonly string[],
): Promise<PlacementRecord[]> {
  if (candidateIds.length === 0) return [];
  const rows = await selectPlacements(db)
    .where('p.candidate_id', 'in', candidateIds)
    .orderBy('p.created_at', 'desc')
    .execute();
  return rows.map(toRecord);
}

export async function isPlaced(
  db: Kysely<Database>,
  orderId: string,
  candidateId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('placements')
    .select('id')
    .where('job_order_id', '=', orderId)
    .where('candidate_id', '=', candidateId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertPlacement(
  db: Kysely<Database>,
  input: {
    orderId: string;
    entryId: string;
    candidateId: string;
    candidateName: string;
    startDate: string;
    payRateCents: number;
    billRateCents: number | null;
    placedBy: { id: string; name: string };
  },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('placements')
    .values({
      id,
      job_order_id: input.orderId,
      candidate_id: input.candidateId,
      shortlist_entry_id: input.entryId,
      created_at: nowIso(),
      candidate_name: input.candidateName,
      start_date: input.startDate,
      pay_rate_cents: input.payRateCents,
      bill_rate_cents: input.billRateCents,
      placed_by_user_id: input.placedBy.id,
      placed_by_name: input.placedBy.name,
    })
    .execute();
  return id;
}

// The newest application of the candidate to the order's job, if the order has one.
export async function findOrderApplication(
  db: Kysely<Database>,
  candidateId: string,
  jobId: string | null,
): Promise<{ id: string; status: string } | undefined> {
  if (!jobId) return undefined;
  return db
    .selectFrom('applications')
    .select(['id', 'status'])
    .where('candidate_id', '=', candidateId)
    .where('job_id', '=', jobId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

// Erasure: the placements of these candidates keep their order and time (the counts) and
// lose everything that says who, when they start and what they are paid.
export async function erasePlacementsOfCandidates(
  db: Kysely<Database>,
  candidateIds: readonly string[],
): Promise<void> {
  if (candidateIds.length === 0) return;
  await db
    .updateTable('placements')
    .set({
      candidate_id: null,
      shortlist_entry_id: null,
      candidate_name: null,
      start_date: null,
      pay_rate_cents: null,
      bill_rate_cents: null,
    })
    .where('candidate_id', 'in', candidateIds)
    .execute();
}

// Two candidates found to be one person (candidate-sync.ts mergeCandidates): the placements
// of the one that goes are the kept one's; `entries` maps a shortlist entry folded into another
// on the same order to the entry kept. A person is placed once per order (a unique key), so
// where both were placed on the same order the first hire stays theirs and the later one, the
// same person counted twice, is detached like an erased candidate's: its row still counts for
// the order (its filled count and the dashboard's figures do not change behind the staff's
// backs) but no longer says who. Returns the orders where that happened, for their history.
export async function movePlacementsOfCandidate(
  db: Kysely<Database>,
  { from, into, entries }: { from: string; into: string; entries: ReadonlyMap<string, string> },
): Promise<string[]> {
  for (const [dropped, kept] of entries) {
    await db
      .updateTable('placements')
      .set({ shortlist_entry_id: kept })
      .where('shortlist_entry_id', '=', dropped)
      .execute();
  }
  const rows = await db
    .selectFrom('placements')
    .select(['id', 'job_order_id', 'candidate_id', 'created_at'])
    .where('candidate_id', 'in', [from, into])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const first = new Set<string>();
  const twice: { id: string; orderId: string }[] = [];
  for (const row of rows) {
    if (first.has(row.job_order_id)) twice.push({ id: row.id, orderId: row.job_order_id });
    else first.add(row.job_order_id);
  }
  if (twice.length > 0) {
    await db
      .updateTable('placements')
      .set({
        candidate_id: null,
        shortlist_entry_id: null,
        candidate_name: null,
        start_date: null,
        pay_rate_cents: null,
        bill_rate_cents: null,
      })
      .where(
        'id',
        'in',
        twice.map((row) => row.id),
      )
      .execute();
  }
  await db
    .updateTable('placements')
    .set({ candidate_id: into })
    .where('candidate_id', '=', from)
    .execute();
  return [...new Set(twice.map((row) => row.orderId))];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const ENDED = ['filled', 'cancelled', 'lost'];

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value * 10) / 10;
}

// Per industry: open orders, orders filled this month (by the time of the placement that
// filled them), the fill rate of the orders that ended, and the median days from an order's
// arrival to its first placement. Counted per order in SQL, the same on both databases; the
// median is taken here since neither dialect shares a median function with the other.
export async function orderStatsByIndustry(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<OrderIndustryStats[]> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const orders = await db
    .selectFrom('job_orders as o')
    .leftJoin('placements as p', 'p.job_order_id', 'o.id')
    .select((eb) => [
      'o.id',
      'o.industry',
      'o.status',
      'o.created_at',
      eb.fn.min('p.created_at').as('first_placed_at'),
      eb.fn.max('p.created_at').as('last_placed_at'),
    ])
    .groupBy(['o.id', 'o.industry', 'o.status', 'o.created_at'])
    .execute();
  const stats = new Map<
    Industry,
    { open: number; filledThisMonth: number; ended: number; filled: number; days: number[] }
  >(
    INDUSTRIES.map((industry) => [
      industry,
      { open: 0, filledThisMonth: 0, ended: 0, filled: 0, days: [] },
    ]),
  );
  for (const order of orders) {
    const entry = stats.get(order.industry as Industry);
    if (!entry) continue;
    if (order.status === 'open') entry.open += 1;
    if (ENDED.includes(order.status)) entry.ended += 1;
    if (order.status === 'filled') {
      entry.filled += 1;
      const filledAt = order.last_placed_at;
      if (filledAt && new Date(filledAt).toISOString() >= monthStart) entry.filledThisMonth += 1;
    }
    if (order.first_placed_at) {
      const days =
        (new Date(order.first_placed_at).getTime() - new Date(order.created_at).getTime()) / DAY_MS;
      entry.days.push(Math.max(days, 0));
    }
  }
  return INDUSTRIES.map((industry) => {
    const entry = stats.get(industry) ?? {
      open: 0,
      filledThisMonth: 0,
      ended: 0,
      filled: 0,
      days: [],
    };
    return {
      industry,
      openOrders: entry.open,
      filledThisMonth: entry.filledThisMonth,
      fillRate: entry.ended === 0 ? null : Math.round((entry.filled / entry.ended) * 100) / 100,
      medianDaysToFirstPlacement: median(entry.days),
    };
  });
}
