import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { savedJobSchema, type SavedJob } from '@staffing/shared/account-schemas';
import { apiRequest } from '@/lib/api-client';

export const savedJobsQueryKey = ['saved-jobs'] as const;

export function getSavedJobs({ signal }: { signal?: AbortSignal } = {}): Promise<SavedJob[]> {
  return apiRequest('/api/users/saved-jobs', {
    signal,
    parse: (data) => z.array(savedJobSchema).parse(data),
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
