import { z } from 'zod';
import { INDUSTRIES } from './constants.ts';

// Placements: a shared candidate hired on a job order, with the start date and the rates.
// Recording one moves the candidate's application to Hired and counts towards the order's
// headcount.

export const PLACEMENT_MESSAGES = {
  alreadyPlaced: 'This candidate is already placed on this order.',
  orderClosed: 'This order is closed or already filled: nobody more can be placed on it.',
  notShared: 'Only a candidate who agreed to be shared with the client can be placed.',
} as const;

// Form inputs are strings, JSON numbers are numbers: both are read as numbers.
const rate = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: `${label} is required` })
      .positive(`${label} must be more than 0`)
      .max(100000, `${label} must be at most 100000`),
  );

export const placementCreateSchema = z.strictObject({
  entryId: z.string({ error: 'Choose a candidate' }).min(1, 'Choose a candidate'),
  startDate: z.iso.date({
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'Start date is required'
        : 'Start date: use a date like 2026-12-31',
  }),
  payRate: rate('Pay rate'),
  billRate: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    rate('Bill rate').optional(),
  ),
});
export type PlacementInput = z.input<typeof placementCreateSchema>;

export const placementSchema = z.object({
  _id: z.string(),
  entryId: z.string().nullable(),
  candidateName: z.string().nullable(),
  startDate: z.string().nullable(),
  payRate: z.number().nullable(),
  billRate: z.number().nullable(),
  placedBy: z.string(),
  createdAt: z.string(),
});
export type Placement = z.infer<typeof placementSchema>;
export const placementListSchema = z.array(placementSchema);

// The dashboard's order figures for one industry. `fillRate` is filled orders over orders
// that ended (filled, cancelled or lost), null when none ended; `medianDaysToFirstPlacement`
// is from the order's arrival to its first placement, null when nothing was placed.
export const orderIndustryStatsSchema = z.object({
  industry: z.enum(INDUSTRIES),
  openOrders: z.number(),
  filledThisMonth: z.number(),
  fillRate: z.number().nullable(),
  medianDaysToFirstPlacement: z.number().nullable(),
});
export type OrderIndustryStats = z.infer<typeof orderIndustryStatsSchema>;
export const orderIndustryStatsListSchema = z.array(orderIndustryStatsSchema);
