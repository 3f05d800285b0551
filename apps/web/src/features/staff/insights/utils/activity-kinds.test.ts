import { describe, expect, it } from 'vitest';
import { ACTIVITY_KIND_LABELS, activityKind } from './activity-kinds';

describe('activity kinds', () => {
  it.each([
    ['job.created', 'Job'],
    ['job_order.received', 'Job order'],
    ['job_order.status_changed', 'Job order'],
    ['application.received', 'Application'],
    ['contact.received', 'Contact message'],
    ['user.signed_up', 'Account'],
    ['email.retried', 'Activity'],
  ])('%s reads as %s', (action, label) => {
    expect(ACTIVITY_KIND_LABELS[activityKind(action)]).toBe(label);
  });
});
