import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  candidateListItemSchema,
  type CandidateListItem,
} from '@staffing/shared/candidate-schemas';
import { MESSAGES } from '@staffing/shared/messages';
import { ApiError, apiRequestWithHeaders, totalCountOf } from '@/lib/api-client';
import { candidateListParams, type CandidateSearch } from '../utils/candidate-search-params';

export type CandidatePage = { items: CandidateListItem[]; total: number };

// Every candidate query starts with this key, so a change to one candidate refreshes lists,
// tags and details at once.
export const candidatesQueryKey = ['admin', 'candidates'] as const;

export const candidateListQueryKey = (search: CandidateSearch) =>
  [...candidatesQueryKey, 'list', candidateListParams(search).toString()] as const;

// The total comes in X-Total-Count.
export async function getCandidates(
  search: CandidateSearch,
  signal?: AbortSignal,
): Promise<CandidatePage> {
  const { data, headers } = await apiRequestWithHeaders(
    `/api/admin/candidates?${candidateListParams(search).toString()}`,
    signal ? { signal } : {},
  );
  if (!Array.isArray(data)) throw new ApiError(200, MESSAGES.serverError);
  const items = data.map((item) => candidateListItemSchema.parse(item));
  return { items, total: totalCountOf(headers, items.length) };
}

export function useCandidates(search: CandidateSearch) {
  return useQuery({
    queryKey: candidateListQueryKey(search),
    queryFn: ({ signal }) => getCandidates(search, signal),
    // A new filter keeps the old results on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
