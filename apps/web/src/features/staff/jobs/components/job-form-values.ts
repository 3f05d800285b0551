import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { DEFAULT_JOB_SCHEDULE, DEFAULT_JOB_TYPE, type JobStatus } from '@staffing/shared/constants';
import {
  createJobSchema,
  jobLifecycleSchema,
  jobSpanishFieldsSchema,
  updateJobSchema,
  type Job,
} from '@staffing/shared/job-schemas';
import type { CreateJobRequest } from '../api/create-job';
import type { UpdateJobRequest } from '../api/update-job';
import { closingDateInputValue } from '../utils/job-dates';
import { questionDraftsSchema, toQuestionDrafts } from '../utils/screening-question-drafts';

// The spec's fields, the job's lifecycle (status, closing date), its screening questions and
// its optional Spanish version, checked by the API's own schemas. The questions are held as
// the editor's drafts under their own name (`questions`) and sent as `screeningQuestions`;
// the Spanish version's boxes, as `spanishVersion`, always hold text ('' for empty), and are
// sent as `spanish`, empty meaning none (null).
const formExtras = {
  ...jobLifecycleSchema.shape,
  questions: questionDraftsSchema.optional(),
  spanishVersion: jobSpanishFieldsSchema,
};
export const jobFormSchema = createJobSchema.extend(formExtras);

// A new job closing before it is posted would never be seen; an existing one may be given a
// past date (that ends it), so only posting checks against today.
export function postJobFormSchema(today: string) {
  return createJobSchema.extend({
    ...formExtras,
    validThrough: jobLifecycleSchema.shape.validThrough.refine(
      (value) => !value || value.slice(0, 10) >= today,
      'The closing date cannot be in the past',
    ),
  });
}

// What the inputs hold, and what a submit hands over (trimmed, optional sections undefined,
// an empty closing date as null).
export type JobFormInput = z.input<typeof jobFormSchema>;
export type JobFormValues = z.output<typeof jobFormSchema>;
export type FieldName = keyof JobFormInput;

export const STATUS_LABELS: Record<JobStatus, string> = {
  open: 'Open',
  filled: 'Filled',
  closed: 'Closed',
};

export const FIELD_NAMES = [
  'title',
  'location',
  'industry',
  'salary',
  'type',
  'schedule',
  'description',
  'responsibilities',
  'skills',
  'aboutUs',
  'whatWeOffer',
  'status',
  'validThrough',
  'salaryMin',
  'salaryMax',
  'salaryPeriod',
  'salaryCurrency',
  'workplace',
  'city',
  'region',
  'postalCode',
] as const satisfies readonly FieldName[];

export function isFieldName(name: string): name is FieldName {
  return (FIELD_NAMES as readonly string[]).includes(name);
}

// The Spanish version's boxes, by their key in the form's `spanishVersion` and the API's
// `spanish`.
export const SPANISH_FIELD_NAMES = [
  'title',
  'description',
  'responsibilities',
  'skills',
  'whatWeOffer',
] as const;
export type SpanishFieldName = (typeof SPANISH_FIELD_NAMES)[number];

export function isSpanishFieldName(name: string): name is SpanishFieldName {
  return (SPANISH_FIELD_NAMES as readonly string[]).includes(name);
}

const NO_SPANISH_VERSION = {
  title: '',
  description: '',
  responsibilities: '',
  skills: '',
  whatWeOffer: '',
} as const satisfies Record<SpanishFieldName, string>;

// Spec section 3: type 'Full-Time' and the standard schedule; the industry has to be chosen.
export const EMPTY_JOB_FORM: DefaultValues<JobFormInput> = {
  title: '',
  location: '',
  salary: '',
  type: DEFAULT_JOB_TYPE,
  schedule: DEFAULT_JOB_SCHEDULE,
  description: '',
  responsibilities: '',
  skills: '',
  aboutUs: '',
  whatWeOffer: '',
  status: 'open',
  validThrough: '',
  salaryMin: '',
  salaryMax: '',
  salaryPeriod: '',
  salaryCurrency: 'USD',
  workplace: 'on-site',
  city: '',
  region: '',
  postalCode: '',
  questions: [],
  spanishVersion: NO_SPANISH_VERSION,
};

export function jobToFormValues(job: Job): DefaultValues<JobFormInput> {
  return {
    ...EMPTY_JOB_FORM,
    ...job.overview,
    ...job.details,
    aboutUs: job.aboutUs ?? '',
    whatWeOffer: job.whatWeOffer ?? '',
    status: job.status ?? 'open',
    validThrough: closingDateInputValue(job.validThrough),
    questions: toQuestionDrafts(job.screeningQuestions ?? []),
    spanishVersion: { ...NO_SPANISH_VERSION, ...job.spanish },
  };
}

// The create call takes the flat fields; a job without a closing date or questions simply has
// none.
export function toCreateJobInput(values: JobFormValues): CreateJobRequest {
  const {
    validThrough,
    questions,
    screeningQuestions: _questions,
    spanishVersion,
    spanish: _spanish,
    ...rest
  } = values;
  // A job without questions or a Spanish version is posted with the spec's payload alone.
  const input = {
    ...rest,
    ...(questions && questions.length > 0 ? { screeningQuestions: questions } : {}),
    ...(spanishVersion ? { spanish: spanishVersion } : {}),
  };
  return validThrough ? { ...input, validThrough } : input;
}

// The edit call takes the nested job object; parsing it with the server's own schema keeps
// the two shapes from drifting apart. The lifecycle goes beside it, always sent, so clearing
// the closing date (null) clears it on the server too.
export function toUpdateJobInput(values: JobFormValues): UpdateJobRequest {
  const {
    description,
    responsibilities,
    skills,
    aboutUs,
    whatWeOffer,
    status,
    validThrough,
    questions,
    screeningQuestions: _unused,
    spanishVersion,
    spanish: _spanish,
    ...overview
  } = values;
  return {
    ...updateJobSchema.parse({
      overview,
      details: { description, responsibilities, skills },
      aboutUs,
      whatWeOffer,
      // Always sent: an emptied list removes the job's questions.
      screeningQuestions: questions ?? [],
      // Always sent: null removes the Spanish version the job had.
      spanish: spanishVersion,
    }),
    status: status ?? 'open',
    validThrough: validThrough ?? null,
  };
}
