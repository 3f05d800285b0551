import type { Job } from '@staffing/shared/job-schemas';
import type { JobFacts } from './job-facts.ts';
import type { JobRecord } from './job-records.ts';

// Facts not stated are left out; pay always comes with its currency and period.
function presentFacts(facts: JobFacts): Partial<Job['overview']> {
  const hasPay = facts.salaryPeriod !== null && (facts.salaryMin ?? facts.salaryMax) !== null;
  return {
    ...(hasPay && facts.salaryMin !== null ? { salaryMin: facts.salaryMin } : {}),
    ...(hasPay && facts.salaryMax !== null ? { salaryMax: facts.salaryMax } : {}),
    ...(hasPay && facts.salaryPeriod
      ? { salaryCurrency: facts.salaryCurrency ?? 'USD', salaryPeriod: facts.salaryPeriod }
      : {}),
    ...(facts.city ? { city: facts.city } : {}),
    ...(facts.region ? { region: facts.region } : {}),
    ...(facts.postalCode ? { postalCode: facts.postalCode } : {}),
    workplace: facts.workplace,
  };
}

// The job as the API answers it: the spec's nested shape with `_id`. Optional sections are
// left out rather than sent empty, so "only if present" on the page is a simple check.
export function presentJob(job: JobRecord): Job {
  return {
    _id: job.id,
    createdAt: job.createdAt,
    status: job.status,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    overview: {
      title: job.title,
      location: job.location,
      salary: job.salary,
      type: job.type,
      schedule: job.schedule,
      industry: job.industry,
      ...presentFacts(job.facts),
    },
    details: {
      description: job.description,
      responsibilities: job.responsibilities,
      skills: job.skills,
    },
    ...(job.aboutUs ? { aboutUs: job.aboutUs } : {}),
    ...(job.whatWeOffer ? { whatWeOffer: job.whatWeOffer } : {}),
    // A single job always says what its apply form asks, [] for nothing; lists leave it out.
    ...(job.screeningQuestions ? { screeningQuestions: job.screeningQuestions } : {}),
    // Likewise its Spanish version, null for none; an extra field after the spec's.
    ...(job.spanish !== undefined ? { spanish: job.spanish } : {}),
  };
}
