import type { FastifyInstance } from 'fastify';
import type { Industry, JobType } from '@staffing/shared/constants';
import { NO_FACTS } from '../../src/modules/jobs/job-facts.ts';
import { jobRow, type JobInput } from '../../src/modules/jobs/job-records.ts';
import { insertJobs } from '../../src/modules/jobs/job-writes.ts';

export const validJobPayload = (overrides: Record<string, unknown> = {}) => ({
  title: 'Registered Nurse',
  location: 'Chicago, IL',
  salary: '$40 - $50/hr',
  type: 'Full-Time',
  schedule: 'Days',
  industry: 'Healthcare',
  description: 'Care for patients.\nSecond line.',
  responsibilities: 'Assess patients',
  skills: 'RN license',
  aboutUs: 'We are great',
  whatWeOffer: 'Benefits',
  ...overrides,
});

// A job as the repository takes it, with plain defaults: tests state what they compare.
export const jobInput = (overrides: Partial<JobInput> & { title: string }): JobInput => ({
  location: 'Chicago, IL',
  salary: 'Competitive',
  type: 'Full-Time',
  schedule: 'Days',
  industry: 'Business',
  description: 'A job.',
  responsibilities: 'Work',
  skills: 'Skills',
  facts: NO_FACTS,
  ...overrides,
});

// Inserts jobs straight through the repository, with creation times one minute apart
// (the first given is the newest).
export async function seedJobs(
  app: FastifyInstance,
  jobs: {
    title: string;
    industry?: Industry;
    type?: JobType;
    description?: string;
    skills?: string;
    location?: string;
  }[],
): Promise<string[]> {
  const now = Date.now();
  const rows = jobs.map((job, index) =>
    jobRow(
      {
        title: job.title,
        location: job.location ?? 'Chicago, IL',
        salary: '$20/hr',
        type: job.type ?? 'Full-Time',
        schedule: 'Days',
        industry: job.industry ?? 'Business',
        description: job.description ?? 'A job.',
        responsibilities: 'Work',
        skills: job.skills ?? 'Skills',
      },
      { createdAt: new Date(now - index * 60_000).toISOString() },
    ),
  );
  // Inserted oldest first, as they would have been posted: insertion order is creation order.
  await insertJobs(app.db, [...rows].reverse());
  return rows.map((row) => row.id);
}
