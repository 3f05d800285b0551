import {
  ANNUAL_FACTORS,
  US_STATE_CODES,
  type SalaryPeriod,
  type Workplace,
} from '@staffing/shared/job-facts';
import { parseSalary, type SalaryUnit } from '../seo/salary-parser.ts';

// A job's structured pay and place (ADR 0007). The free text stays the display text; these
// are what filters, JSON-LD and feeds read.
export type JobFacts = {
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryPeriod: SalaryPeriod | null;
  city: string | null;
  region: string | null;
  postalCode: string | null;
  workplace: Workplace;
};

export const NO_FACTS: JobFacts = {
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryPeriod: null,
  city: null,
  region: null,
  postalCode: null,
  workplace: 'on-site',
};

const PERIOD_OF_UNIT: Record<SalaryUnit, SalaryPeriod> = {
  HOUR: 'hour',
  DAY: 'day',
  WEEK: 'week',
  MONTH: 'month',
  YEAR: 'year',
};

const STATES = new Set<string>(US_STATE_CODES);

// '$42 - $55/hr' → 42, 55, USD, hour. One figure is a fixed rate unless the text says it is a
// ceiling ('Up to $30/hr') or a floor ('$25/hr+', 'From $60k'). Anything the salary parser
// cannot read clearly ('Competitive', 'DOE', '€40/hr') stays empty.
export function payFromText(
  text: string,
): Pick<JobFacts, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod'> {
  const parsed = parseSalary(text);
  const empty = { salaryMin: null, salaryMax: null, salaryCurrency: null, salaryPeriod: null };
  if (!parsed) return empty;
  const period = PERIOD_OF_UNIT[parsed.unit];
  if (parsed.value !== undefined) {
    const ceiling = /\bup to\b/i.test(text);
    const floor = /\+|\b(from|starting|min(imum)?)\b/i.test(text);
    return {
      salaryMin: ceiling ? null : parsed.value,
      salaryMax: floor ? null : parsed.value,
      salaryCurrency: 'USD',
      salaryPeriod: period,
    };
  }
  return {
    salaryMin: parsed.minValue ?? null,
    salaryMax: parsed.maxValue ?? null,
    salaryCurrency: 'USD',
    salaryPeriod: period,
  };
}

// 'Chicago, IL' → Chicago, IL; 'Chicago, IL 60601' adds the ZIP; a note in parentheses or a
// leading 'Remote' / 'Hybrid' sets the workplace. Text without a US state ('Multiple
// locations', 'Anywhere', 'Toronto, ON') leaves the place empty (on-site, no city).
export function placeFromText(
  text: string,
): Pick<JobFacts, 'city' | 'region' | 'postalCode' | 'workplace'> {
  const trimmed = text.trim();
  const workplace: Workplace = /^remote\b|\(\s*remote\b|\bfully remote\b/i.test(trimmed)
    ? 'remote'
    : /\bhybrid\b/i.test(trimmed)
      ? 'hybrid'
      : 'on-site';
  const withoutNotes = trimmed
    .replace(/\([^)]*\)/g, ' ')
    .replace(/^(remote|hybrid)\s*[-–:]?\s*/i, '')
    .trim();
  const match = /^([\p{L}][\p{L} .'-]*?)\s*,\s*([A-Za-z]{2})(?:\s+(\d{5})(?:-\d{4})?)?$/u.exec(
    withoutNotes,
  );
  const region = match?.[2]?.toUpperCase();
  if (!match || !region || !STATES.has(region)) {
    return { city: null, region: null, postalCode: null, workplace };
  }
  return { city: match[1]?.trim() ?? null, region, postalCode: match[3] ?? null, workplace };
}

export function factsFromText(salary: string, location: string): JobFacts {
  return { ...payFromText(salary), ...placeFromText(location) };
}

// The job's best pay over a year (its maximum, or its only figure): what minAnnualPay is
// compared with, stored so the comparison can use an index.
export function annualPayMax(
  facts: Pick<JobFacts, 'salaryMin' | 'salaryMax' | 'salaryPeriod'>,
): number | null {
  const top = facts.salaryMax ?? facts.salaryMin;
  if (top === null || !facts.salaryPeriod) return null;
  return Math.round(top * ANNUAL_FACTORS[facts.salaryPeriod]);
}

// City names compare without case ('chicago' finds 'Chicago').
export function cityKey(city: string | null): string | null {
  return city ? city.trim().toLowerCase() : null;
}
