import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@staffing/shared/messages';
import { adminFailedEmailSchema, type AdminFailedEmail } from '@staffing/shared/outbox-schemas';
import { ApiError, apiRequestWithHeaders, totalCountOf } from '@/lib/api-client';

export const FAILED_EMAILS_PAGE_SIZE = 50;

export const failedEmailsKeys = {
  all: ['admin', 'outbox'] as const,
  page: (page: number) => ['admin', 'outbox', page] as const,
};

export type FailedEmailsPage = { emails: AdminFailedEmail[]; total: number };

// GET /api/admin/outbox?page=&limit= -> emails that failed for good, newest first.
export async function getFailedEmails(
  page: number,
  signal?: AbortSignal,
): Promise<FailedEmailsPage> {
  const { data, headers } = await apiRequestWithHeaders(
    `/api/admin/outbox?page=${page}&limit=${FAILED_EMAILS_PAGE_SIZE}`,
    signal ? { signal } : {},
  );
  if (!Array.isArray(data)) throw new ApiError(200, MESSAGES.serverError);
  const emails = data.map((item) => adminFailedEmailSchema.parse(item));
  return { emails, total: totalCountOf(headers, emails.length) };
}

export function useFailedEmails(page: number) {
  return useQuery({
    queryKey: failedEmailsKeys.page(page),
    queryFn: ({ signal }) => getFailedEmails(page, signal),
  });
}
