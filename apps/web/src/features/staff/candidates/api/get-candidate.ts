import { useQuery } from '@tanstack/react-query';
import { candidateDetailSchema, type CandidateDetail } from '@staffing/shared/candidate-schemas';
import { apiRequest } from '@/lib/api-client';
import { candidatesQueryKey } from './get-candidates';

const PENDING_RESUME_POLL_MS = 5000;

export const candidateQueryKey = (id: string) => [...candidatesQueryKey, 'detail', id] as const;

export function candidatePath(id: string): string {
  return `/api/admin/candidates/${encodeURIComponent(id)}`;
}

export function getCandidate(id: string, signal?: AbortSignal): Promise<CandidateDetail> {
  return apiRequest(candidatePath(id), {
    signal,
    parse: (data) => candidateDetailSchema.parse(data),
  });
}

export function useCandidate(id: string) {
  return useQuery({
    queryKey: candidateQueryKey(id),
    queryFn: ({ signal }) => getCandidate(id, signal),
    // A resume's text is read in the background within seconds: look again until it is in.
    refetchInterval: (query) =>
      query.state.data?.resumes.some((resume) => resume.textStatus === 'pending')
        ? PENDING_RESUME_POLL_MS
        : false,
  });
}

// A same-origin link carries the staff member's session cookie, so the browser opens (PDF)
// or downloads (Word) the file itself.
export function candidateResumeUrl(candidateId: string, resumeId: string): string {
  return `${candidatePath(candidateId)}/resumes/${encodeURIComponent(resumeId)}`;
}
