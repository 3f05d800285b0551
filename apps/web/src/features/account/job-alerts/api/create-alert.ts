import type { AlertFrequency } from '@staffing/shared/alert-schemas';
import { apiRequest } from '@/lib/api-client';

export type CreateAlertRequest = {
  frequency: AlertFrequency;
  // The find-job page's query parameters; the API keeps the ones that are a search.
  search: Record<string, string>;
  email?: string;
};

// POST /api/alerts -> 201 {alert, message} signed in | 202 {message} signed out | 400 | 409 | 429
// Called by the alert sign-up on /find-job (an island, without a query cache); the profile's
// alert list is read fresh when it opens.
export function createAlert(input: CreateAlertRequest): Promise<{ message: string }> {
  return apiRequest('/api/alerts', { method: 'POST', body: input });
}
