import { z } from 'zod';

// The staff outbox screen: emails that ran out of delivery attempts.

export const adminFailedEmailSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string(),
});
export type AdminFailedEmail = z.infer<typeof adminFailedEmailSchema>;

export const adminOutboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

// Search-engine notifications (IndexNow, Google's Indexing API) that ran out of attempts or
// were refused, shown beside the failed emails.
export const adminFailedNotificationSchema = z.object({
  _id: z.string(),
  engine: z.enum(['indexnow', 'google']),
  url: z.string(),
  kind: z.enum(['updated', 'deleted']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminFailedNotification = z.infer<typeof adminFailedNotificationSchema>;
