import { useCallback, useEffect, useState } from 'react';
import type {
  OpeningKind,
  OpeningQuestions,
  ScreeningQuestion,
} from '@staffing/shared/screening-schemas';
import { apiRequest } from '@/lib/api-client';
import { lazyParser } from '@/lib/lazy-parser';
import { loadOnce } from '@/lib/load-once';

// Loaded with the first request, not with the opening's page (lib/lazy-parser.ts).
const openingQuestionsParser = lazyParser(async () => {
  const { openingQuestionsSchema } = await import('@staffing/shared/screening-schemas');
  return (data) => openingQuestionsSchema.parse(data);
});

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

// Asked for once per page, the first time the form opens (a page makes no API call while it
// loads); opening the form again reuses the answer, and a failure is asked again on retry.
const questionsByKind = new Map<OpeningKind, () => Promise<OpeningQuestions>>();
function loadOpeningQuestions(kind: OpeningKind): Promise<OpeningQuestions> {
  let load = questionsByKind.get(kind);
  if (!load) {
    load = loadOnce(() => getOpeningQuestions(kind));
    questionsByKind.set(kind, load);
  }
  return load();
}

export type OpeningQuestionsState = {
  questions: readonly ScreeningQuestion[] | undefined;
  loading: boolean;
  // Offered while the questions could not be loaded.
  retry: (() => void) | undefined;
};

// The opening's questions while `enabled` (the form is open); a null kind asks for nothing.
export function useOpeningQuestions(
  kind: OpeningKind | null,
  { enabled }: { enabled: boolean },
): OpeningQuestionsState {
  const [questions, setQuestions] = useState<readonly ScreeningQuestion[] | undefined>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const active = enabled && kind !== null;

  useEffect(() => {
    if (!active) return;
    let current = true;
    loadOpeningQuestions(kind).then(
      (answer) => {
        if (current) setQuestions(answer.screeningQuestions);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [active, kind, attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  return {
    questions,
    loading: active && questions === undefined && !failed,
    retry: active && failed ? retry : undefined,
  };
}
