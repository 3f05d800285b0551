import type { Placement } from '@staffing/shared/placement-schemas';
import type { PlacementRecord } from './placements-repository.ts';

const rate = (cents: number | null) => (cents === null ? null : cents / 100);

export const presentPlacement = (record: PlacementRecord): Placement => ({
  _id: record.id,
  entryId: record.entryId,
  candidateName: record.candidateName,
  startDate: record.startDate,
  payRate: rate(record.payRateCents),
  billRate: rate(record.billRateCents),
  placedBy: record.placedByName,
  createdAt: record.createdAt,
});
