import { useQuery } from '@tanstack/react-query';
import {
  adminFailedNotificationSchema,
  type AdminFailedNotification,
} from '@staffing/shared/outbox-schemas';
import { apiRequest } from '@/lib/api-client';

export const failedNotificationsQueryKey = ['admin', 'search-engine-notifications'] as const;

// GET /api/admin/search-engine-notifications?status=failed -> the notifications IndexNow or Google refused
// or that ran out of attempts, newest first (the first page is plenty: a key or ownership
// problem fails every one the same way).
export function getFailedNotifications(): Promise<AdminFailedNotification[]> {
  return apiRequest('/api/admin/search-engine-notifications?status=failed&limit=50', {
    parse: (data) => adminFailedNotificationSchema.array().parse(data),
  });
}

export function useFailedNotifications() {
  return useQuery({ queryKey: failedNotificationsQueryKey, queryFn: getFailedNotifications });
}
