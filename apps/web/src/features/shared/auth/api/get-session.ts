import { useQuery } from '@tanstack/react-query';
import type { User } from '@staffing/shared/user-schemas';
import { apiRequest } from '@/lib/api-client';

// Login, signup, profile and logout write the result straight into this cache entry
// (queryClient.setQueryData(sessionQueryKey, user | null)) so the navbar updates at once.
export const sessionQueryKey = ['auth', 'session'] as const;

// Spec: a failed session check means "not logged in", whatever the reason (401, network,
// unexpected body), so this never throws and the query never retries.
export async function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<User | null> {
  try {
    // The API answers the bare user (200) or 401; it also (re)issues the XSRF cookie here,
    // which is why this check runs on every page load before any form can post.
    // The user normally arrives with the page's HTML; the schema (and zod) is loaded only
    // when the check does run, keeping it off the startup path.
    const [{ userSchema }, data] = await Promise.all([
      import('@staffing/shared/user-schemas'),
      apiRequest('/api/auth/check-session', { signal }),
    ]);
    return userSchema.parse(data);
  } catch {
    return null;
  }
}

// `data` is the user, null when logged out, undefined while the first check is in flight
// (route guards show 'Loading...' then).
export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    staleTime: 5 * 60_000,
  });
}
