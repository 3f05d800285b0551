import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, apiRequest } from '@/lib/api-client';
import { sessionQueryKey } from './get-session';

export function logout(): Promise<undefined> {
  return apiRequest<undefined>('/api/auth/logout', { method: 'POST' });
}

// Spec: logout clears the user and goes to /.
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(sessionQueryKey, null);
      void navigate('/');
    },
    onError: (error) => {
      // 401: the session had already ended, which is what the user asked for anyway.
      if (error instanceof ApiError && error.status === 401) {
        queryClient.setQueryData(sessionQueryKey, null);
        void navigate('/');
        return;
      }
      // Otherwise the server may still hold the session: show what it says rather than
      // pretending the user is logged out.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
