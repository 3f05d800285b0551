// Kept apart from job-schemas.ts (and zod) so the browser's startup code can read them
// without loading the schemas.
// Structured facts beside the free-text salary and location (ADR 0007): the text stays what
// the page shows; these are what the list filters, Google for Jobs and the feeds read.
export const SALARY_PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];
export const WORKPLACES = ['on-site', 'hybrid', 'remote'] as const;
export type Workplace = (typeof WORKPLACES)[number];
export const WORKPLACE_LABELS: Record<Workplace, string> = {
  'on-site': 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};
export const SALARY_PERIOD_LABELS: Record<SalaryPeriod, string> = {
  hour: 'hour',
  day: 'day',
  week: 'week',
  month: 'month',
  year: 'year',
};
// What one period of pay is worth over a year: minAnnualPay compares against these.
export const ANNUAL_FACTORS: Record<SalaryPeriod, number> = {
  hour: 2080,
  day: 260,
  week: 52,
  month: 12,
  year: 1,
};
// The minimum annual pay choices the find-job page offers. SQLite's full-text index holds a
// term for each (migration 0033), so a keyword search with one of them counts without reading
// job rows; any other amount still works through the API, checked row by row.
export const MIN_ANNUAL_PAY_CHOICES = [30_000, 50_000, 75_000, 100_000] as const;
export const POSTED_WITHIN_DAYS = [1, 7, 30] as const;
export type PostedWithin = (typeof POSTED_WITHIN_DAYS)[number];
export const JOB_SORTS = ['newest', 'relevance'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'PR',
] as const;
