import type { JobOrderRequest } from '@staffing/shared/job-order-schemas';
import { apiRequest } from '@/lib/api-client';
import { lazyParser } from '@/lib/lazy-parser';

export type JobOrderAnswer = { message: string };

const answerParser = lazyParser(async () => {
  const { jobOrderAnswerSchema } = await import('./job-order-answer-schema');
  return (data): JobOrderAnswer => jobOrderAnswerSchema.parse(data);
});

// POST /api/job-orders with what the form's schema handed over (trimmed, numbers as
// numbers, blanks left out).
export function sendJobOrder(order: JobOrderRequest): Promise<JobOrderAnswer> {
  return apiRequest('/api/job-orders', { method: 'POST', body: order, parse: answerParser() });
}
