import { useQuery } from '@tanstack/react-query';
import { twoFactorStatusSchema, type TwoFactorStatus } from '@staffing/shared/security-schemas';
import { apiRequest } from '@/lib/api-client';

export const twoFactorStatusQueryKey = ['account', 'two-factor'] as const;

// GET /api/users/me/two-factor -> whether an authenticator app is set up, codes left.
export function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  return apiRequest('/api/users/me/two-factor', {
    parse: (data) => twoFactorStatusSchema.parse(data),
  });
}

export function useTwoFactorStatus() {
  return useQuery({ queryKey: twoFactorStatusQueryKey, queryFn: getTwoFactorStatus });
}
