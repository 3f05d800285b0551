import { vi } from 'vitest';
import type { Job } from '@staffing/shared/job-schemas';
import { jsonResponse } from '@/testing/test-data';

export function makeJob(index: number, overrides: Partial<Job> = {}): Job {
  return {
    _id: `job-${index}`,
    // Newest first, as the API lists them: a higher index is older.
    createdAt: new Date(Date.UTC(2026, 2, 30 - index, 12)).toISOString(),
    overview: {
      title: `Job number ${index}`,
      location: 'Chicago, IL',
      salary: '$25 per hour',
      type: 'Full-Time',
      schedule: 'Monday - Friday, 8am - 4pm',
      industry: 'Healthcare',
    },
    details: {
      description: 'Care for patients.',
      responsibilities: 'Take vitals.',
      skills: 'CNA license.',
    },
    ...overrides,
  };
}

// The server stores a closing date as the end of that day (UTC) and clears it on '' or null.
function storedValidThrough(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : value;
}

function withLifecycle(job: Job, status: unknown, validThrough: unknown): Job {
  const { validThrough: _previous, ...rest } = job;
  const stored = storedValidThrough(validThrough);
  return {
    ...rest,
    status: (status ?? job.status ?? 'open') as Job['status'],
    ...(stored ? { validThrough: stored } : {}),
  };
}

export type RecordedCall = { method: string; path: string; body: unknown };

type FakeApiOptions = {
  jobs?: Job[];
  stats?: { totalJobs: number; totalApplications: number; totalUsers: number };
  // Forces an answer for one "METHOD /path" (query string left out).
  override?: Record<string, () => Response>;
};

// An in-memory stand-in for the jobs API at the app's network boundary (fetch). Every call
// is recorded so a test can check what the page sent.
export function stubJobsApi({ jobs: initialJobs = [], stats, override = {} }: FakeApiOptions = {}) {
  const jobs = [...initialJobs];
  const calls: RecordedCall[] = [];
  // State-changing calls then carry the token without a session round trip first.
  document.cookie = 'XSRF-TOKEN=test-token; path=/';

  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname + url.search, body });

    const forced = override[`${method} ${url.pathname}`];
    if (forced) return Promise.resolve(forced());

    const rawJobId = /^\/api\/jobs\/job\/([^/]+)$/.exec(url.pathname)?.[1];
    const jobId = rawJobId === undefined ? undefined : decodeURIComponent(rawJobId);
    const index = jobs.findIndex((job) => job._id === jobId);
    const current = jobs[index];

    if (method === 'GET' && url.pathname === '/api/jobs/jobs') {
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const page = Number(url.searchParams.get('page') ?? 1);
      const status = url.searchParams.get('status') ?? 'open';
      const matching =
        status === 'all' ? jobs : jobs.filter((job) => (job.status ?? 'open') === status);
      const slice = matching.slice((page - 1) * limit, page * limit);
      const response = jsonResponse(slice);
      response.headers.set('x-total-count', String(matching.length));
      return Promise.resolve(response);
    }
    if (method === 'GET' && url.pathname === '/api/jobs/dashboard-stats') {
      return Promise.resolve(
        jsonResponse(stats ?? { totalJobs: jobs.length, totalApplications: 0, totalUsers: 1 }),
      );
    }
    if (method === 'POST' && url.pathname === '/api/jobs/create-job') {
      const {
        description,
        responsibilities,
        skills,
        aboutUs,
        whatWeOffer,
        status,
        validThrough,
        ...overview
      } = body as Record<string, string>;
      const created = withLifecycle(
        {
          _id: `job-new-${jobs.length}`,
          createdAt: new Date().toISOString(),
          overview,
          details: { description, responsibilities, skills },
          ...(aboutUs ? { aboutUs } : {}),
          ...(whatWeOffer ? { whatWeOffer } : {}),
        } as unknown as Job,
        status,
        validThrough,
      );
      jobs.unshift(created);
      return Promise.resolve(jsonResponse(created, 201));
    }
    if (jobId !== undefined && !current) {
      return Promise.resolve(jsonResponse({ error: 'Job not found' }, 404));
    }
    if (method === 'GET' && current) {
      return Promise.resolve(jsonResponse(current));
    }
    if (method === 'PUT' && current) {
      const request = body as Partial<Job> & { validThrough?: string | null };
      const { status, validThrough, ...changes } = request;
      const updated = withLifecycle(
        { ...current, ...changes },
        status,
        // Left out: unchanged; null or '': cleared.
        'validThrough' in request ? validThrough : current.validThrough,
      );
      jobs[index] = updated;
      return Promise.resolve(jsonResponse(updated));
    }
    if (method === 'DELETE' && current) {
      jobs.splice(index, 1);
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    return Promise.resolve(jsonResponse({ error: 'No such API endpoint.' }, 404));
  });

  vi.stubGlobal('fetch', fetchMock);
  return { jobs, calls, fetchMock };
}
