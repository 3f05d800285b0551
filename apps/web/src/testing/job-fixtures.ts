import type { Job } from '@staffing/shared/job-schemas';

let sequence = 0;

// A job as GET /api/jobs/* answers it; override any part per test.
export function makeJob(
  overrides: Omit<Partial<Job>, 'overview'> & { overview?: Partial<Job['overview']> } = {},
): Job {
  sequence += 1;
  const { overview, ...rest } = overrides;
  return {
    _id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    createdAt: new Date().toISOString(),
    status: 'open',
    overview: {
      title: `Test job ${sequence}`,
      location: 'Chicago, IL',
      salary: '$20/hour',
      type: 'Full-Time',
      schedule: 'Monday - Friday',
      industry: 'Healthcare',
      ...overview,
    },
    details: {
      description: 'Job description.',
      responsibilities: 'Responsibilities.',
      skills: 'Skills.',
    },
    ...rest,
  };
}

// A GET /api/jobs/jobs answer with its X-Total-Count header.
export function jobListResponse(jobs: readonly Job[], total = jobs.length): Response {
  return new Response(JSON.stringify(jobs), {
    status: 200,
    headers: { 'content-type': 'application/json', 'x-total-count': String(total) },
  });
}

// The URL a stubbed fetch was called with, whichever form the caller used.
export function requestUrl(input: RequestInfo | URL): URL {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(href, 'http://localhost');
}
