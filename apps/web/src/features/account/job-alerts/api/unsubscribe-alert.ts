import { apiRequest } from '@/lib/api-client';

export type UnsubscribeDetails = { description: string; frequency: string; unsubscribed: boolean };

// GET /api/alerts/unsubscribe/details?token= -> what the link switches off | 400 | 404
export function getUnsubscribeDetails(token: string, signal?: AbortSignal) {
  return apiRequest<UnsubscribeDetails>(
    `/api/alerts/unsubscribe/details?token=${encodeURIComponent(token)}`,
    signal ? { signal } : {},
  );
}

// POST /api/alerts/unsubscribe?token= -> 200 {message} | 400 | 404 (also the RFC 8058 one-click)
export function unsubscribeAlert(token: string): Promise<{ message: string }> {
  return apiRequest(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
  });
}
