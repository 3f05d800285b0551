import type { AdminFailedNotification } from '@staffing/shared/outbox-schemas';
import type { FailedNotification } from './notifications-repository.ts';

export function presentFailedNotification(
  notification: FailedNotification,
): AdminFailedNotification {
  return {
    _id: notification.id,
    engine: notification.engine,
    url: notification.url,
    kind: notification.kind,
    attempts: notification.attempts,
    lastError: notification.lastError,
    createdAt: notification.createdAt,
  };
}
