import { useQuery } from '@tanstack/react-query';
import type { OpeningKind, OpeningQuestions } from '@staffing/shared/screening-schemas';
import { apiRequest } from '@/lib/api-client';
import { lazyParser } from '@/lib/lazy-parser';

// Loaded with the first request, not with the opening's page (lib/lazy-parser.ts).
const openingQuestionsParser = lazyParser(async () => {
  const { openingQuestionsSchema } = await import('@staffing/shared/screening-schemas');
  return (data) => openingQuestionsSchema.parse(data);
});

export const openingQuestionsQueryKey = (kind: OpeningKind) =>
  ['openings', kind, 'questions'] as const;

// GET /api/openings/:kind/questions: what the opening's apply form asks besides the spec's
// fields.
export function getOpeningQuestions(
  kind: OpeningKind,
  signal?: AbortSignal,
): Promise<OpeningQuestions> {
  return apiRequest(`/api/openings/${encodeURIComponent(kind)}/questions`, {
    signal,
    parse: openingQuestionsParser(),
  });
}

// Asked for only once the visitor opens the form: a public page makes no API call while it
// loads.
export function useOpeningQuestions(kind: OpeningKind, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: openingQuestionsQueryKey(kind),
    queryFn: ({ signal }) => getOpeningQuestions(kind, signal),
    enabled,
    staleTime: 60_000,
  });
}
