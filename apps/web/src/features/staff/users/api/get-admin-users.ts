import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUserSchema, type AdminUser } from '@staffing/shared/application-schemas';
import { MESSAGES } from '@staffing/shared/messages';
import { ApiError, apiRequestWithHeaders, totalCountOf } from '@/lib/api-client';

export const ADMIN_USERS_PAGE_SIZE = 25;

export type AdminUsersQuery = { q: string; page: number; limit: number };
export type AdminUsersPage = { users: AdminUser[]; total: number };

export const adminUsersKeys = {
  all: ['admin', 'users'] as const,
  list: (query: AdminUsersQuery) => ['admin', 'users', 'list', query] as const,
};

// GET /api/admin/users?q=&page=&limit= -> AdminUser[] newest first, total in X-Total-Count.
export async function getAdminUsers(
  query: AdminUsersQuery,
  signal?: AbortSignal,
): Promise<AdminUsersPage> {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  params.set('page', String(query.page));
  params.set('limit', String(query.limit));
  const { data, headers } = await apiRequestWithHeaders(`/api/admin/users?${params.toString()}`, {
    ...(signal ? { signal } : {}),
  });
  if (!Array.isArray(data)) throw new ApiError(200, MESSAGES.serverError);
  const users = data.map((item) => adminUserSchema.parse(item));
  return { users, total: totalCountOf(headers, users.length) };
}

export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery({
    queryKey: adminUsersKeys.list(query),
    queryFn: ({ signal }) => getAdminUsers(query, signal),
    // Typing a search or paging keeps the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

// A same-origin link carries the admin's session cookie, so the browser opens (PDF, served
// inline) or downloads (Word) the file itself: no blob URL, no popup blocker.
export function adminUserResumeUrl(userId: string): string {
  return `/api/admin/users/${encodeURIComponent(userId)}/resume`;
}
