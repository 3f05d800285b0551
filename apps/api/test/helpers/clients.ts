import type { FastifyInstance } from 'fastify';
import { TestClient } from './test-client.ts';

// The token of the newest invitation mailed to an address.
export async function latestInvitationToken(app: FastifyInstance, to: string): Promise<string> {
  const row = await app.db
    .selectFrom('email_outbox')
    .select('text_body')
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = /http:\/\/localhost:3000\/client\/invitation\?token=([\w-]+)/.exec(row.text_body);
  if (!match?.[1]) throw new Error('no invitation link in the email');
  return match[1];
}

// A client company made by staff with one contact, invited and signed in through the link.
export async function signedInClientContact(
  app: FastifyInstance,
  staff: TestClient,
  company: { name: string; email: string },
): Promise<{ client: TestClient; companyId: string; contactId: string }> {
  const created = await staff.post('/api/admin/clients', {
    name: company.name,
    industry: 'Healthcare',
    locations: ['Chicago, IL'],
  });
  if (created.statusCode !== 201) throw new Error(`company refused: ${created.body}`);
  const companyId = created.json<{ _id: string }>()._id;
  const contact = await staff.post(`/api/admin/clients/${companyId}/contacts`, {
    name: `Contact of ${company.name}`,
    email: company.email,
  });
  if (contact.statusCode !== 201) throw new Error(`contact refused: ${contact.body}`);
  const contactId = contact.json<{ _id: string }>()._id;
  const invited = await staff.post(
    `/api/admin/clients/${companyId}/contacts/${contactId}/invitation`,
    {},
  );
  if (invited.statusCode !== 201) throw new Error(`invitation refused: ${invited.body}`);
  const token = await latestInvitationToken(app, company.email);
  const client = new TestClient(app);
  const accepted = await client.post('/api/client-invitations/accept', {
    token,
    password: 'client password 123',
  });
  if (accepted.statusCode !== 200) throw new Error(`accept refused: ${accepted.body}`);
  return { client, companyId, contactId };
}
