import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, apiRequest } from '@/lib/api-client';
import { sessionQueryKey } from './get-session';

export function logout(): Promise<undefined> {
  return apiRequest<undefined>('/api/auth/logout', { method: 'POST' });
}

// Spec: logout clears the user and goes to /. The navigation happens first and synchronously:
// cleared first, a guarded page (profile, admin) would re-render without a user and its guard
// would send the visitor to /login instead.
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const leave = async () => {
    await navigate('/', { flushSync: true });
    queryClient.setQueryData(sessionQueryKey, null);
  };
  return useMutation({
    mutationFn: logout,
    onSuccess: leave,
    onError: async (error) => {
      // 401: the session had already ended, which is what the user asked for anyway.
      if (error instanceof ApiError && error.status === 401) {
        await leave();
        return;
      }
      // Otherwise the server may still hold the session: show what it says rather than
      // pretending the user is logged out.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
