import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminUserSchema,
  type AdminUser,
  type AdminUserChange,
} from '@staffing/shared/application-schemas';
import { apiRequest } from '@/lib/api-client';
import { adminUsersKeys, type AdminUsersPage } from './get-admin-users';

// The dashboard's activity feed lives in another feature; every change here is written to
// the activity log, so its cached entries (['admin', 'activity', ...]) are out of date.
const activityQueryPrefix = ['admin', 'activity'] as const;

export type UpdateAdminUserInput = { userId: string; change: AdminUserChange };

// PATCH /api/admin/users/:id {role?, disabled?} -> 200 AdminUser | 409 {error} | 404
export function updateAdminUser({ userId, change }: UpdateAdminUserInput): Promise<AdminUser> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    body: change,
    parse: (data) => adminUserSchema.parse(data),
  });
}

// `guard` wraps the call: the page passes its re-authentication (a role or access change asks
// for the password again when the last one is more than ten minutes old).
export function useUpdateAdminUser({
  guard = (call) => call(),
}: { guard?: (call: () => Promise<AdminUser>) => Promise<AdminUser> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAdminUserInput) => guard(() => updateAdminUser(input)),
    onSuccess: (updated) => {
      // The row changes at once on every cached page that shows it.
      queryClient.setQueriesData<AdminUsersPage>({ queryKey: adminUsersKeys.all }, (page) =>
        page?.users.some((user) => user._id === updated._id)
          ? {
              ...page,
              users: page.users.map((user) => (user._id === updated._id ? updated : user)),
            }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey: activityQueryPrefix });
    },
  });
}
