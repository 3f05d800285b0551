import { MESSAGES } from '@staffing/shared/messages';
import { ApiError, apiRequestWithHeaders, totalCountOf } from '@/lib/api-client';

export type PagedList<T> = { items: T[]; total: number };

// The admin lists carry their total in X-Total-Count.
export async function fetchPagedList<T>(
  path: string,
  parseItem: (data: unknown) => T,
  signal?: AbortSignal,
): Promise<PagedList<T>> {
  const { data, headers } = await apiRequestWithHeaders(path, {
    ...(signal ? { signal } : {}),
  });
  if (!Array.isArray(data)) throw new ApiError(200, MESSAGES.serverError);
  const items = data.map(parseItem);
  return { items, total: totalCountOf(headers, items.length) };
}
