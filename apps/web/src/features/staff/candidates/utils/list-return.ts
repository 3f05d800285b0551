// The list's search travels to a candidate's page in the navigation state, so "Back to
// candidates" (and the page after erasing someone) returns to the same results.
export type CandidateListReturn = { listSearch: string };

export function listSearchFrom(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('listSearch' in state)) return '';
  const { listSearch } = state;
  return typeof listSearch === 'string' && listSearch.startsWith('?') ? listSearch : '';
}

// The flash message the list shows after a candidate was erased.
export type CandidateListNotice = { notice: string };

export function noticeFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return undefined;
  return typeof state.notice === 'string' ? state.notice : undefined;
}
