import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  STAFF_SEARCH_MIN_LENGTH,
  staffSearchResponseSchema,
  type StaffSearchResponse,
} from '@staffing/shared/staff-search-schemas';
import { apiRequest } from '@/lib/api-client';

export const staffSearchQueryKey = (q: string) => ['admin', 'search', q] as const;

// GET /api/admin/search?q=: candidates, jobs, orders and clients matching the words, grouped.
export function searchStaff(q: string, signal?: AbortSignal): Promise<StaffSearchResponse> {
  return apiRequest(`/api/admin/search?${new URLSearchParams({ q }).toString()}`, {
    signal,
    parse: (data) => staffSearchResponseSchema.parse(data),
  });
}

// Asked once the text is long enough; the last answer stays on screen while the next loads,
// so the list does not flash empty between keystrokes. A minute's staleness is fine for a
// box that is asked again at every keystroke.
export function useStaffSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: staffSearchQueryKey(text),
    queryFn: ({ signal }) => searchStaff(text, signal),
    enabled: text.length >= STAFF_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
