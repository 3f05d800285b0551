import type { Insertable, Selectable } from 'kysely';
import type { Industry, JobStatus, JobType } from '@staffing/shared/constants';
import type { JobsTable } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { Workplace } from '@staffing/shared/job-facts';
import type { JobSpanish } from '@staffing/shared/job-schemas';
import {
  screeningQuestionListSchema,
  type ScreeningQuestion,
} from '@staffing/shared/screening-schemas';
import { annualPayMax, cityKey, factsFromText, type JobFacts } from './job-facts.ts';

// Jobs as records: the row ↔ record mapping and the columns a record reads.

export type JobRecord = {
  id: string;
  createdAt: string;
  updatedAt: string;
  title: string;
  location: string;
  salary: string;
  type: JobType;
  schedule: string;
  industry: Industry;
  description: string;
  responsibilities: string;
  skills: string;
  aboutUs: string | null;
  whatWeOffer: string | null;
  status: JobStatus;
  validThrough: string | null;
  postedBy: string | null;
  facts: JobFacts;
  // Read for a single job only (findJob), not by the lists, which never show them.
  screeningQuestions?: ScreeningQuestion[];
  // The Spanish version, null for none; likewise read by findJob only.
  spanish?: JobSpanish | null;
};

export type JobInput = {
  title: string;
  location: string;
  salary: string;
  type: JobType;
  schedule: string;
  industry: Industry;
  description: string;
  responsibilities: string;
  skills: string;
  aboutUs?: string | undefined;
  whatWeOffer?: string | undefined;
  status?: JobStatus | undefined;
  validThrough?: string | null | undefined;
  // Stated by the form or API client; when absent they are read out of the free text.
  facts?: JobFacts | undefined;
  // Left out on an update, the job keeps its questions.
  screeningQuestions?: ScreeningQuestion[] | undefined;
  // Left out on an update, the job keeps its Spanish version; null removes it.
  spanish?: JobSpanish | null | undefined;
};

// The columns of a job's Spanish version, which only findJob reads.
export const SPANISH_COLUMNS = [
  'jobs.title_es',
  'jobs.description_es',
  'jobs.responsibilities_es',
  'jobs.skills_es',
  'jobs.what_we_offer_es',
] as const;
type SpanishColumn =
  'title_es' | 'description_es' | 'responsibilities_es' | 'skills_es' | 'what_we_offer_es';

export type JobRow = Omit<
  Selectable<JobsTable>,
  'seq' | 'city_key' | 'annual_pay_max' | 'screening_questions' | SpanishColumn
>;

export function toJobRecord(row: JobRow): JobRecord {
  return {
    id: row.id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    title: row.title,
    location: row.location,
    salary: row.salary,
    type: row.type as JobType,
    schedule: row.schedule,
    industry: row.industry as Industry,
    description: row.description,
    responsibilities: row.responsibilities,
    skills: row.skills,
    aboutUs: row.about_us,
    whatWeOffer: row.what_we_offer,
    status: row.status as JobStatus,
    validThrough: row.valid_through,
    postedBy: row.posted_by,
    facts: {
      salaryMin: row.salary_min,
      salaryMax: row.salary_max,
      salaryCurrency: row.salary_currency,
      salaryPeriod: row.salary_period as JobFacts['salaryPeriod'],
      city: row.city,
      region: row.region,
      postalCode: row.postal_code,
      workplace: row.workplace as Workplace,
    },
  };
}

// The columns a job's editable fields map to, shared by insert and update.
export function editableColumns(input: JobInput) {
  const facts = input.facts ?? factsFromText(input.salary, input.location);
  return {
    salary_min: facts.salaryMin,
    salary_max: facts.salaryMax,
    salary_currency: facts.salaryCurrency,
    salary_period: facts.salaryPeriod,
    annual_pay_max: annualPayMax(facts),
    city: facts.city,
    city_key: cityKey(facts.city),
    region: facts.region,
    postal_code: facts.postalCode,
    workplace: facts.workplace,
    title: input.title,
    location: input.location,
    salary: input.salary,
    type: input.type,
    schedule: input.schedule,
    industry: input.industry,
    description: input.description,
    responsibilities: input.responsibilities,
    skills: input.skills,
    about_us: input.aboutUs ?? null,
    what_we_offer: input.whatWeOffer ?? null,
    ...(input.screeningQuestions !== undefined
      ? { screening_questions: screeningQuestionsColumn(input.screeningQuestions) }
      : {}),
    ...(input.spanish !== undefined ? spanishColumns(input.spanish) : {}),
  };
}

// A Spanish version as its columns; none is every column null.
export function spanishColumns(version: JobSpanish | null): Pick<JobsTable, SpanishColumn> {
  return {
    title_es: version?.title ?? null,
    description_es: version?.description ?? null,
    responsibilities_es: version?.responsibilities ?? null,
    skills_es: version?.skills ?? null,
    what_we_offer_es: version?.whatWeOffer ?? null,
  };
}

// Written by the API with at least a title and a description; a row missing either (edited
// by hand) has no Spanish version, so the Spanish page never shows half of one.
export function spanishFromColumns(row: Pick<JobsTable, SpanishColumn>): JobSpanish | null {
  if (!row.title_es || !row.description_es) return null;
  return {
    title: row.title_es,
    description: row.description_es,
    ...(row.responsibilities_es ? { responsibilities: row.responsibilities_es } : {}),
    ...(row.skills_es ? { skills: row.skills_es } : {}),
    ...(row.what_we_offer_es ? { whatWeOffer: row.what_we_offer_es } : {}),
  };
}

// None is stored as null, so a job without questions reads like one from before them.
export function screeningQuestionsColumn(questions: readonly ScreeningQuestion[]): string | null {
  return questions.length === 0 ? null : JSON.stringify(questions);
}

// Stored by the API after its checks; a value that does not read (hand-edited) asks nothing.
export function screeningQuestionsFromColumn(value: string | null): ScreeningQuestion[] {
  if (!value) return [];
  try {
    const parsed = screeningQuestionListSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function jobRow(
  input: JobInput,
  meta: { id?: string; createdAt?: string; postedBy?: string | null } = {},
): Insertable<JobsTable> {
  const createdAt = meta.createdAt ?? nowIso();
  return {
    id: meta.id ?? newId(),
    created_at: createdAt,
    updated_at: createdAt,
    ...editableColumns(input),
    status: input.status ?? 'open',
    valid_through: input.validThrough ?? null,
    posted_by: meta.postedBy ?? null,
  };
}

// Every column a job record needs; never `seq`, which is an internal key for the search index.
export const JOB_COLUMNS = [
  'jobs.id',
  'jobs.created_at',
  'jobs.updated_at',
  'jobs.title',
  'jobs.location',
  'jobs.salary',
  'jobs.type',
  'jobs.schedule',
  'jobs.industry',
  'jobs.description',
  'jobs.responsibilities',
  'jobs.skills',
  'jobs.about_us',
  'jobs.what_we_offer',
  'jobs.status',
  'jobs.valid_through',
  'jobs.posted_by',
  'jobs.salary_min',
  'jobs.salary_max',
  'jobs.salary_currency',
  'jobs.salary_period',
  'jobs.city',
  'jobs.region',
  'jobs.postal_code',
  'jobs.workplace',
] as const;
