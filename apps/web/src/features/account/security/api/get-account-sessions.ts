import { useQuery } from '@tanstack/react-query';
import { accountSessionSchema, type AccountSession } from '@staffing/shared/security-schemas';
import { apiRequest } from '@/lib/api-client';

export const accountSessionsQueryKey = ['account', 'sessions'] as const;

// GET /api/users/me/sessions -> the account's live sessions, most recently used first.
export function getAccountSessions(): Promise<AccountSession[]> {
  return apiRequest('/api/users/me/sessions', {
    parse: (data) => accountSessionSchema.array().parse(data),
  });
}

export function useAccountSessions() {
  return useQuery({ queryKey: accountSessionsQueryKey, queryFn: getAccountSessions });
}
