import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const RESUME_PATH = '/api/users/resume';

export function getResume(): Promise<Blob> {
  return apiRequest<Blob>(RESUME_PATH, { responseType: 'blob' });
}

// A mutation rather than a query: the file is fetched on each click (it may have just been
// replaced) and never kept in the cache.
export function useGetResume() {
  return useMutation({ mutationFn: getResume });
}
