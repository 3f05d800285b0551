import { apiRequest } from '@/lib/api-client';
import { loadOnce } from '@/lib/load-once';

// The saved-jobs requests without a query cache: the public pages' save buttons (islands)
// call them directly, the account pages through the hooks in save-job.ts.
export function saveJob(jobId: string): Promise<unknown> {
  return apiRequest(`/api/users/saved-jobs/${encodeURIComponent(jobId)}`, { method: 'PUT' });
}

export function unsaveJob(jobId: string): Promise<unknown> {
  return apiRequest(`/api/users/saved-jobs/${encodeURIComponent(jobId)}`, { method: 'DELETE' });
}

// A save button needs only the ids, read by hand: the list's zod schema would bring zod onto
// a public page for one boolean per job.
function readSavedJobIds(data: unknown): Set<string> {
  if (!Array.isArray(data)) throw new TypeError('The saved jobs answer is not a list');
  const ids = new Set<string>();
  for (const entry of data as unknown[]) {
    const job =
      typeof entry === 'object' && entry !== null ? (entry as { job?: unknown }).job : null;
    const id = typeof job === 'object' && job !== null ? (job as { _id?: unknown })._id : null;
    if (typeof id === 'string') ids.add(id);
  }
  return ids;
}

// The signed-in visitor's saved job ids, asked for once per page however many save buttons
// it holds; a button that saves or unsaves a job keeps the set up to date.
export const loadSavedJobIds = loadOnce(() =>
  apiRequest('/api/users/saved-jobs', { parse: readSavedJobIds }),
);
