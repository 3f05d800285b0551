import type { JobOrderDetail } from '@staffing/shared/job-order-schemas';

export const ORDER_ID = '019300aa-0000-7000-8000-000000000001';
export const RECRUITER = { _id: 'recruiter-1', name: 'Rita Recruiter' };

export function makeOrder(overrides: Partial<JobOrderDetail> = {}): JobOrderDetail {
  return {
    _id: ORDER_ID,
    createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    status: 'new',
    statusReason: null,
    position: 'Night Nurse',
    industry: 'Healthcare',
    company: 'Lakeside Clinic',
    headcount: 3,
    filledCount: 0,
    startDate: '2026-12-07',
    owner: null,
    jobId: null,
    assignmentType: 'temporary',
    endDate: null,
    ongoing: true,
    shift: 'night',
    payMin: 42,
    payMax: 55.5,
    payPeriod: 'hour',
    city: 'Chicago',
    state: 'IL',
    zip: '60601',
    licences: 'Illinois RN licence',
    certifications: 'BLS',
    languages: null,
    contactName: 'Grace Hopper',
    email: 'grace@lakeside.example',
    phone: '(312) 555-0100',
    notes: 'Cardiac ward.',
    job: null,
    applications: [],
    history: [
      {
        _id: 'e1',
        createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
        actorName: 'Grace Hopper',
        kind: 'received',
        fromStatus: null,
        toStatus: 'new',
        text: 'Sent from the website by Lakeside Clinic',
      },
    ],
    nextStatuses: ['qualified', 'cancelled', 'lost'],
    ...overrides,
  };
}
