import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountSessionsQueryKey } from './get-account-sessions';

// DELETE /api/users/me/sessions/:id -> 204 (404 when it already ended)
export function endSession(sessionId: string): Promise<unknown> {
  return apiRequest(`/api/users/me/sessions/${encodeURIComponent(sessionId)}`, {
    method: 'DELETE',
  });
}

// DELETE /api/users/me/sessions -> 204: every session but this one ends.
export function endOtherSessions(): Promise<unknown> {
  return apiRequest('/api/users/me/sessions', { method: 'DELETE' });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}
