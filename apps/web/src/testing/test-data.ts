import type { SiteConfig } from '@staffing/shared/site-config';
import type { User } from '@staffing/shared/user-schemas';

export const testSiteConfig: SiteConfig = {
  agencyName: 'Test Staffing',
  phone: '(555) 010-0199',
  phoneHours: '9AM–5PM Central Time',
  address: '1 Test Plaza, Springfield, IL 62701',
  publicUrl: 'http://localhost:3000',
};

export const testUser: User = {
  _id: 'user-1',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  role: 'user',
  emailVerified: true,
};

export const testAdmin: User = {
  _id: 'admin-1',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'ada@example.com',
  role: 'admin',
  emailVerified: true,
};

// A fetch answer as the API would send it.
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
