import type { Job } from '@staffing/shared/job-schemas';
import type { JobRecord } from './jobs-repository.ts';

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
    },
    details: {
      description: job.description,
      responsibilities: job.responsibilities,
      skills: job.skills,
    },
    ...(job.aboutUs ? { aboutUs: job.aboutUs } : {}),
    ...(job.whatWeOffer ? { whatWeOffer: job.whatWeOffer } : {}),
  };
}
