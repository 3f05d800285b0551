import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/interactive-test.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eOutbox } from '../support/e2e-env.ts';
import { expectNoAxeViolations, logIn, xsrfHeaders } from '../support/e2e-helpers.ts';

const RUN = Date.now().toString(36);
const WIDTHS = [375, 1280] as const;

test.beforeEach(async ({ page }) => {
  // The contact popup slides up 6 s into a visit; this flow is not about it.
  await page.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
});

// An order as the public "Request staff" form sends it.
async function sendOrder(request: APIRequestContext, company: string, email: string) {
  const response = await request.post('/api/job-orders', {
    headers: await xsrfHeaders(request),
    data: {
      position: `Night Nurse ${company}`,
      industry: 'Healthcare',
      headcount: 3,
      startDate: '2027-01-11',
      assignmentType: 'temporary',
      endDate: '2027-04-30',
      shift: 'night',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      contactName: 'Grace Hopper',
      company,
      email,
      phone: '(312) 555-0100',
    },
  });
  expect(response.status()).toBe(201);
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

// The invitation link in the newest email to `to`, polled because the outbox worker writes
// it a moment after the request.
async function invitationLink(to: string): Promise<string> {
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
          const found = /https?:\/\/\S+\/client\/invitation\?token=[\w%-]+/.exec(text)?.[0];
          const mtime = (await stat(file)).mtimeMs;
          if (found && mtime >= newest) {
            newest = mtime;
            link = found;
          }
        }
        return link !== undefined;
      },
      { timeout: 15_000, message: `an invitation to ${to} in ${outbox}` },
    )
    .toBe(true);
  return link ?? '';
}

async function axeAtBothWidths(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('staff make a client company from an order and invite its contact, who sees only that company’s order', async ({
  page,
  browser,
}) => {
  // A long flow, two people and axe on each screen at two widths: over a minute on a busy
  // two-core machine.
  test.setTimeout(120_000);
  const companyA = `Alpha Clinic ${RUN}`;
  const companyB = `Beta Builders ${RUN}`;
  const emailA = `ann-${RUN}@alpha-${RUN}.example`;
  await sendOrder(page.request, companyA, emailA);
  await sendOrder(page.request, companyB, `bob-${RUN}@beta-${RUN}.example`);

  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, /\/admin$/);
  // Company B becomes a client too, through the API, so A's contact has a neighbour to miss.
  const board = await page.request.get(`/api/admin/orders?q=${encodeURIComponent(companyB)}`);
  const orderB = ((await board.json()) as { orders: { _id: string }[] }).orders[0]?._id ?? '';
  const linkB = await page.request.put(`/api/admin/orders/${orderB}/client`, {
    headers: await xsrfHeaders(page.request),
    data: { newCompany: { name: companyB, industry: 'Construction' } },
  });
  expect(linkB.status()).toBe(200);

  // Order A: the sender becomes a new client company from the order's page.
  await page.goto(`/admin/orders?q=${encodeURIComponent(companyA)}`);
  await page.getByRole('link', { name: `Night Nurse ${companyA}` }).click();
  const panel = page.getByRole('region', { name: 'Client company' });
  await expect(panel.getByText('Not linked to a client company yet.')).toBeVisible();
  await panel.getByRole('button', { name: 'New client company from this sender' }).click();
  await expect(panel.getByLabel(/Company name/)).toHaveValue(companyA);
  await axeAtBothWidths(page);
  await panel.getByRole('button', { name: 'Create and link' }).click();
  await panel.getByRole('link', { name: companyA }).click();

  // The company's page: the sender is its contact; staff invite them.
  await expect(page.getByRole('heading', { level: 1, name: companyA })).toBeVisible();
  const contacts = page.getByRole('region', { name: 'Contacts' });
  await expect(contacts).toContainText(emailA);
  await axeAtBothWidths(page);
  await contacts.getByRole('button', { name: 'Invite: Grace Hopper' }).click();
  await expect(contacts.getByText(`Invitation sent to ${emailA}.`)).toBeVisible();
  await page.goto('/admin/clients');
  await expect(page.getByRole('link', { name: companyA })).toBeVisible();
  await axeAtBothWidths(page);

  // The contact, in a browser of their own, follows the link and sets a password.
  const link = await invitationLink(emailA);
  const context = await browser.newContext();
  const contact = await context.newPage();
  await contact.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
  await contact.goto(link);
  await expect(contact.getByText(companyA)).toBeVisible();
  await axeAtBothWidths(contact);
  await contact.getByLabel(/Choose a password/).fill('alpha client password');
  await contact.getByLabel(/Repeat the password/).fill('alpha client password');
  await contact.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(contact).toHaveURL(/\/client$/);
  const orders = contact.getByRole('table', { name: `${companyA}'s orders` });
  await expect(orders).toContainText(`Night Nurse ${companyA}`);
  await expect(orders).toContainText('0 of 3');
  await expect(contact.getByRole('main')).not.toContainText(companyB);
  await axeAtBothWidths(contact);

  // Nothing of the staff area: the API refuses, and the page sends them home.
  expect((await contact.request.get('/api/admin/orders')).status()).toBe(403);
  expect((await contact.request.get(`/api/client/orders/${orderB}`)).status()).toBe(404);
  await contact.goto('/admin/orders');
  await expect(contact).not.toHaveURL(/\/admin/);
  await context.close();
});
