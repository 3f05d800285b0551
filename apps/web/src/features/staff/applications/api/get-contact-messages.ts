import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  adminContactMessageSchema,
  type AdminContactMessage,
} from '@staffing/shared/application-schemas';
import { fetchPagedList, type PagedList } from './fetch-paged-list';

export type ContactMessagesQuery = { page: number; limit: number };

export const contactMessagesQueryKey = (query: ContactMessagesQuery) =>
  ['admin', 'contact-messages', query] as const;

export function getContactMessages(
  query: ContactMessagesQuery,
  signal?: AbortSignal,
): Promise<PagedList<AdminContactMessage>> {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  return fetchPagedList(
    `/api/admin/contact-messages?${params.toString()}`,
    (data) => adminContactMessageSchema.parse(data),
    signal,
  );
}

export function useContactMessages(query: ContactMessagesQuery) {
  return useQuery({
    queryKey: contactMessagesQueryKey(query),
    queryFn: ({ signal }) => getContactMessages(query, signal),
    placeholderData: keepPreviousData,
  });
}
