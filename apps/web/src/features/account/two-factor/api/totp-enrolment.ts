import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  recoveryCodesSchema,
  totpEnrolmentSchema,
  type TotpEnrolment,
} from '@staffing/shared/security-schemas';
import { apiRequest } from '@/lib/api-client';
import { twoFactorStatusQueryKey } from './get-two-factor-status';

// The session (check-session) says whether a staff account must still enrol.
const sessionQueryKey = ['auth', 'session'] as const;

// POST /api/users/me/totp -> a new secret, its otpauth:// URL and the QR code as SVG.
export function startTotp(): Promise<TotpEnrolment> {
  return apiRequest('/api/users/me/totp', {
    method: 'POST',
    parse: (data) => totpEnrolmentSchema.parse(data),
  });
}

// POST /api/users/me/totp/confirm {code} -> the ten recovery codes, shown once.
export function confirmTotp(code: string): Promise<string[]> {
  return apiRequest('/api/users/me/totp/confirm', {
    method: 'POST',
    body: { code },
    parse: (data) => recoveryCodesSchema.parse(data).recoveryCodes,
  });
}

// DELETE /api/users/me/totp -> 204 (403 without a recent sign-in).
export function removeTotp(): Promise<unknown> {
  return apiRequest('/api/users/me/totp', { method: 'DELETE' });
}

export function useStartTotp() {
  return useMutation({ mutationFn: startTotp });
}

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotp,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey });
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

export function useRemoveTotp({
  guard = (call) => call(),
}: { guard?: (call: () => Promise<unknown>) => Promise<unknown> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => guard(removeTotp),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey }),
  });
}
