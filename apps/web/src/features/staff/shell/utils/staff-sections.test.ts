import { describe, expect, it } from 'vitest';
import { currentStaffSection, staffBadges, staffSectionsFor } from './staff-sections';

describe('staff sections', () => {
  it('offers a recruiter the work and an admin the accounts, activity and failed emails too', () => {
    expect(staffSectionsFor('recruiter').map((section) => section.label)).toEqual([
      'Today',
      'Orders',
      'Jobs',
      'Applications',
      'Candidates',
      'Clients',
      'Interviews',
    ]);
    expect(staffSectionsFor('admin').map((section) => section.label)).toEqual([
      'Today',
      'Orders',
      'Jobs',
      'Applications',
      'Candidates',
      'Clients',
      'Interviews',
      'Users',
      'Activity',
      'Failed emails',
    ]);
  });

  it('marks the section a page belongs to, below its own path too', () => {
    expect(currentStaffSection('/admin')).toBe('today');
    expect(currentStaffSection('/admin/insights')).toBe('today');
    expect(currentStaffSection('/admin/orders/42/post-job')).toBe('orders');
    expect(currentStaffSection('/edit-job/7')).toBe('jobs');
    expect(currentStaffSection('/admin/post-job')).toBe('jobs');
    expect(currentStaffSection('/admin/candidates/3')).toBe('candidates');
    expect(currentStaffSection('/admin/outbox')).toBe('failedEmails');
    // A lookalike path is not below a section.
    expect(currentStaffSection('/admin/ordersx')).toBe('today');
  });

  it('puts each count beside the section where it is handled, and their sum on Today', () => {
    expect(
      staffBadges({
        clientAnswers: 1,
        interviews: 2,
        applications: 3,
        orders: 4,
        consents: 5,
        failedEmails: null,
      }),
    ).toEqual({
      today: 15,
      orders: 5,
      applications: 3,
      candidates: 5,
      interviews: 2,
      failedEmails: 0,
    });
    expect(staffBadges(undefined)).toEqual({});
  });
});
