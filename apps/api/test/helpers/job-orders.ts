import type { FastifyInstance } from 'fastify';
import { TestClient } from './test-client.ts';

// A complete "Request staff" form as an employer sends it.
export const validOrder = (overrides: Record<string, unknown> = {}) => ({
  position: 'Registered Nurse',
  industry: 'Healthcare',
  headcount: 3,
  startDate: '2026-12-07',
  assignmentType: 'temporary',
  endDate: '2027-03-31',
  shift: 'night',
  payMin: 42,
  payMax: 55.5,
  payPeriod: 'hour',
  city: 'Chicago',
  state: 'IL',
  zip: '60601',
  licences: 'Illinois RN licence',
  certifications: 'BLS, ACLS',
  languages: 'English, Spanish',
  contactName: 'Grace Hopper',
  company: 'Lakeside Clinic',
  email: 'Grace@Lakeside.example',
  phone: '(312) 555-0100',
  notes: 'Night shifts on the cardiac ward.',
  ...overrides,
});

// Sends an order as a visitor would and returns the stored order's id.
export async function sendOrder(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await new TestClient(app).post('/api/job-orders', validOrder(overrides));
  if (response.statusCode !== 201) throw new Error(`order refused: ${response.body}`);
  const row = await app.db
    .selectFrom('job_orders')
    .select('id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}
