import { useQuery } from '@tanstack/react-query';
import type { SavedJob } from '@staffing/shared/account-schemas';
import { apiRequest } from '@/lib/api-client';
import { lazyParser } from '@/lib/lazy-parser';

export const savedJobsQueryKey = ['saved-jobs'] as const;

const savedJobsParser = lazyParser(async () => {
  const { savedJobListSchema } = await import('./saved-jobs-schema');
  return (data) => savedJobListSchema.parse(data);
});

export function getSavedJobs({ signal }: { signal?: AbortSignal } = {}): Promise<SavedJob[]> {
  return apiRequest('/api/users/saved-jobs', {
    signal,
    parse: savedJobsParser(),
  });
}

// Only asked for when someone is signed in; the save buttons on every card share it.
export function useSavedJobs(enabled: boolean) {
  return useQuery({
    queryKey: savedJobsQueryKey,
    queryFn: getSavedJobs,
    enabled,
    staleTime: 60_000,
  });
}
