import { apiRequest } from '@/lib/api-client';

// POST /api/alerts/confirm {token} -> 200 {message} | 400 {error}
export function confirmAlert(token: string): Promise<{ message: string }> {
  return apiRequest('/api/alerts/confirm', { method: 'POST', body: { token } });
}
