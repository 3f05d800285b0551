import type {
  ClientCompanyDetail,
  ClientCompanySummary,
  ClientContact,
} from '@staffing/shared/client-schemas';

export const COMPANY_ID = '0190c4f0-0000-7000-8000-00000000c001';

export const makeContact = (overrides: Partial<ClientContact> = {}): ClientContact => ({
  _id: 'contact-1',
  name: 'Grace Hopper',
  email: 'grace@lakeside.example',
  phone: '(312) 555-0100',
  title: null,
  access: 'none',
  invitedAt: null,
  ...overrides,
});

export const makeCompanySummary = (
  overrides: Partial<ClientCompanySummary> = {},
): ClientCompanySummary => ({
  _id: COMPANY_ID,
  name: 'Lakeside Clinic',
  industry: 'Healthcare',
  locations: ['Chicago, IL'],
  emailDomain: 'lakeside.example',
  contactCount: 1,
  orderCount: 1,
  ...overrides,
});

export const makeCompany = (overrides: Partial<ClientCompanyDetail> = {}): ClientCompanyDetail => ({
  ...makeCompanySummary(),
  notes: 'Cardiac ward',
  createdAt: '2026-11-27T08:00:00.000Z',
  contacts: [makeContact()],
  orders: [
    {
      _id: 'order-1',
      createdAt: '2026-11-27T08:00:00.000Z',
      position: 'Night Nurse',
      status: 'qualified',
      headcount: 3,
      filledCount: 1,
      startDate: '2026-12-07',
      city: 'Chicago',
      state: 'IL',
    },
  ],
  ...overrides,
});
