import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eOutbox } from './e2e-env.ts';
import { buildPdf, expectNoAxeViolations, xsrfHeaders } from './e2e-helpers.ts';

// The client portal's specs: an order from a client company whose contact is signed in, a
// candidate who applied to its job, and the emails' links.

const RUN_BASE = Date.now().toString(36);
let setUps = 0;
const WIDTHS = [375, 1280] as const;

export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

// The first link matching `pattern` in the newest email to `to` that has one.
export async function linkInEmail(to: string, pattern: RegExp): Promise<string> {
  const outbox = e2eOutbox();
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const names = await readdir(outbox).catch(() => [] as string[]);
        let newest = 0;
        for (const name of names.filter((file) => file.endsWith('.eml'))) {
          const file = path.join(outbox, name);
          const text = decodeQuotedPrintable(await readFile(file, 'utf8'));
          const headers = text.split(/\r?\n\r?\n/)[0] ?? '';
          if (!(/^To:(.*)$/im.exec(headers)?.[1] ?? '').includes(to)) continue;
          const found = pattern.exec(text)?.[0];
          const mtime = (await stat(file)).mtimeMs;
          if (found && mtime >= newest) {
            newest = mtime;
            link = found;
          }
        }
        return link !== undefined;
      },
      { timeout: 15_000, message: `a link in an email to ${to}` },
    )
    .toBe(true);
  return link ?? '';
}

export async function axeAtBothWidths(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

// Staff's half, through the API: an order from the client, linked to a new client company
// with its contact invited and signed in; the order's job; a candidate who applied to it.
export async function setUpClientOrder(staff: APIRequestContext, contact: APIRequestContext) {
  // Unique per call: several specs set up in one worker.
  setUps += 1;
  const RUN = `${RUN_BASE}${setUps}`;
  const company = `Lakeside ${RUN}`;
  const contactEmail = `grace-${RUN}@lakeside-${RUN}.example`;
  const sent = await staff.post('/api/job-orders', {
    headers: await xsrfHeaders(staff),
    data: {
      position: `Night Nurse ${RUN}`,
      industry: 'Healthcare',
      headcount: 2,
      startDate: '2027-01-11',
      assignmentType: 'direct-hire',
      shift: 'night',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      contactName: 'Grace Hopper',
      company,
      email: contactEmail,
      phone: '(312) 555-0100',
    },
  });
  expect(sent.status()).toBe(201);
  await staff.post('/api/users/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    headers: await xsrfHeaders(staff),
  });
  const board = await staff.get(`/api/admin/orders?q=${encodeURIComponent(company)}`);
  const orderId = ((await board.json()) as { orders: { _id: string }[] }).orders[0]?._id ?? '';
  const linked = await staff.put(`/api/admin/orders/${orderId}/client`, {
    headers: await xsrfHeaders(staff),
    data: { newCompany: { name: company, industry: 'Healthcare' } },
  });
  const { company: linkedCompany, contact: linkedContact } = (await linked.json()) as {
    company: { _id: string };
    contact: { _id: string };
  };
  await staff.post(
    `/api/admin/clients/${linkedCompany._id}/contacts/${linkedContact._id}/invitation`,
    { headers: await xsrfHeaders(staff), data: {} },
  );
  const invitation = await linkInEmail(contactEmail, /\/client\/invitation\?token=[\w%-]+/);
  const token = decodeURIComponent(invitation.split('token=')[1] ?? '');
  const accepted = await contact.post('/api/client-invitations/accept', {
    headers: await xsrfHeaders(contact),
    data: { token, password: 'lakeside client password' },
  });
  expect(accepted.status()).toBe(200);

  const job = await staff.post('/api/jobs/create-job', {
    headers: await xsrfHeaders(staff),
    data: {
      title: `Night Nurse ${RUN}`,
      location: 'Chicago, IL',
      salary: '$45/hr',
      type: 'Full-Time',
      schedule: 'Nights',
      industry: 'Healthcare',
      description: 'Nights on the cardiac ward.',
      responsibilities: 'Patient care',
      skills: 'RN licence',
      jobOrderId: orderId,
      screeningQuestions: [
        { id: 'rn', kind: 'yes-no', label: 'Do you hold an RN licence?', required: true },
      ],
    },
  });
  expect(job.status(), await job.text()).toBe(201);
  const jobId = ((await job.json()) as { _id: string })._id;
  // The candidate applies signed out: an application sent while signed in belongs to that
  // account's candidate.
  await staff.post('/api/auth/logout', { headers: await xsrfHeaders(staff) });
  const candidateEmail = `casey-${RUN}@example.com`;
  const applied = await staff.post('/api/email/quick-apply', {
    headers: await xsrfHeaders(staff),
    multipart: {
      firstName: 'Casey',
      lastName: `Candidate${RUN}`,
      email: candidateEmail,
      jobId,
      answers: JSON.stringify({ rn: 'yes' }),
      resume: { name: 'casey.pdf', mimeType: 'application/pdf', buffer: buildPdf() },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  await staff.post('/api/users/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    headers: await xsrfHeaders(staff),
  });
  return { orderId, candidateEmail, candidateName: `Casey Candidate${RUN}`, company, contactEmail };
}
