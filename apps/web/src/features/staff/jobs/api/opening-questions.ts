import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  openingQuestionsSchema,
  type OpeningKind,
  type OpeningQuestions,
  type ScreeningQuestionInput,
} from '@staffing/shared/screening-schemas';
import { apiRequest } from '@/lib/api-client';

// The apply forms of /sales-rep and /project-manager-internship read the same questions
// under ['openings', kind]; a save refreshes those too.
export const openingQuestionsKeys = {
  public: ['openings'] as const,
  admin: (kind: OpeningKind) => ['admin', 'openings', kind, 'questions'] as const,
};

const path = (kind: OpeningKind) => `/api/admin/openings/${encodeURIComponent(kind)}/questions`;

// GET /api/admin/openings/:kind/questions
export function getOpeningQuestions(
  kind: OpeningKind,
  signal?: AbortSignal,
): Promise<OpeningQuestions> {
  return apiRequest(path(kind), { signal, parse: (data) => openingQuestionsSchema.parse(data) });
}

export function useOpeningQuestions(kind: OpeningKind) {
  return useQuery({
    queryKey: openingQuestionsKeys.admin(kind),
    queryFn: ({ signal }) => getOpeningQuestions(kind, signal),
    // The form starts from what is stored now.
    staleTime: 0,
  });
}

// PUT /api/admin/openings/:kind/questions with { screeningQuestions }; [] removes them all.
export function updateOpeningQuestions({
  kind,
  screeningQuestions,
}: {
  kind: OpeningKind;
  screeningQuestions: ScreeningQuestionInput[];
}): Promise<OpeningQuestions> {
  return apiRequest(path(kind), {
    method: 'PUT',
    body: { screeningQuestions },
    parse: (data) => openingQuestionsSchema.parse(data),
  });
}

export function useUpdateOpeningQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOpeningQuestions,
    onSuccess: (saved) => {
      queryClient.setQueryData(openingQuestionsKeys.admin(saved.kind), saved);
      void queryClient.invalidateQueries({ queryKey: openingQuestionsKeys.public });
    },
  });
}
