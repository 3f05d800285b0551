import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import {
  axeAtBothWidths,
  decodeQuotedPrintable,
  linkInEmail,
  setUpClientOrder,
} from '../support/client-portal-helpers.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eOutbox } from '../support/e2e-env.ts';
import { logIn, xsrfHeaders } from '../support/e2e-helpers.ts';
import { test } from '../support/interactive-test.ts';

// Long flows of two or three people, with axe at two widths on each screen: near a minute on
// a quiet two-core machine, over it on a slow one.
test.setTimeout(120_000);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
});

// Whether the outbox holds an email to `to` whose text holds `words` (subjects with a dash are
// MIME-encoded, so the body is what is read).
async function hasEmail(to: string, words: string): Promise<boolean> {
  const outbox = e2eOutbox();
  const names = await readdir(outbox).catch(() => [] as string[]);
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const text = decodeQuotedPrintable(await readFile(path.join(outbox, name), 'utf8'));
    const headers = text.split(/\r?\n\r?\n/)[0] ?? '';
    if ((/^To:(.*)$/im.exec(headers)?.[1] ?? '').includes(to) && text.includes(words)) {
      return true;
    }
  }
  return false;
}

test('a client contact sends a new order from the portal and asks to interview a shared candidate', async ({
  page,
  browser,
}) => {
  const staffContext = await browser.newContext();
  const contactContext = await browser.newContext();
  const staff = staffContext.request;
  const { orderId, candidateEmail, candidateName, company } = await setUpClientOrder(
    staff,
    contactContext.request,
  );
  // The admin owns the order; the candidate is shortlisted and says yes.
  const owners = (await (await staff.get('/api/admin/orders/owners')).json()) as {
    _id: string;
    name: string;
  }[];
  const session = (await (await staff.get('/api/auth/check-session')).json()) as { _id: string };
  expect(owners.some((owner) => owner._id === session._id)).toBe(true);
  await staff.patch(`/api/admin/orders/${orderId}`, {
    headers: await xsrfHeaders(staff),
    data: { ownerId: session._id },
  });
  const candidates = (await (
    await staff.get(`/api/admin/candidates?q=${encodeURIComponent(candidateName)}`)
  ).json()) as { _id: string }[];
  const candidateId = candidates[0]?._id ?? '';
  await staff.post(`/api/admin/orders/${orderId}/shortlist`, {
    headers: await xsrfHeaders(staff),
    data: { candidateId, pitch: 'Five years on a cardiac ward.' },
  });
  const yes = await linkInEmail(candidateEmail, /https?:\/\/\S+\/share-consent\?token=[\w%-]+/);
  const token = decodeURIComponent(/token=([\w%-]+)/.exec(yes)?.[1] ?? '');
  const candidateContext = await browser.newContext();
  await candidateContext.request.post('/api/shortlist-consent/answer', {
    headers: await xsrfHeaders(candidateContext.request),
    data: { token, answer: 'yes' },
  });

  // The portal: the company's orders, and a new one through the public form, filled in.
  const client = await contactContext.newPage();
  await client.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
  await client.goto('/client');
  await expect(client.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible();
  const sections = client.getByRole('navigation', { name: 'Client portal' });
  await sections.getByRole('link', { name: 'New order' }).click();
  const form = client.getByRole('form', { name: 'Request staff' });
  await expect(form.getByLabel('Company')).toHaveValue(company);
  await axeAtBothWidths(client);
  await form.getByLabel('Position').fill('Porter');
  await form.getByLabel('Headcount').fill('2');
  await form.getByLabel('Start date').fill('2027-02-01');
  await form.getByLabel('Assignment type').selectOption('direct-hire');
  await form.getByLabel('Shift').selectOption('day');
  await form.getByLabel('City').fill('Chicago');
  await form.getByLabel('State').selectOption('IL');
  await form.getByLabel('ZIP code').fill('60601');
  await form.getByLabel('Phone').fill('(312) 555-0100');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(client.getByRole('status')).toBeVisible();
  await sections.getByRole('link', { name: 'Orders' }).click();
  const orders = client.getByRole('table', { name: `${company}'s orders` });
  await expect(orders).toContainText('Porter');
  await axeAtBothWidths(client);

  // The shared candidate: an interview with times that suit.
  await orders.getByRole('link', { name: /Night Nurse/ }).click();
  const card = client.getByRole('article', { name: candidateName });
  await expect(card).toContainText('Five years on a cardiac ward.');
  await axeAtBothWidths(client);
  const answer = card.getByRole('form', { name: `Your answer on ${candidateName}` });
  await answer.getByRole('textbox', { name: /Times that suit you/ }).fill('Monday 10-12');
  await answer.getByRole('button', { name: 'Send answer' }).click();
  await expect(answer.getByText('Sent to your recruiter.')).toBeVisible();
  await expect(card).toContainText('Interview requested');

  // The owner hears of it; the candidate's timeline has it.
  await expect
    .poll(() => hasEmail(ADMIN_EMAIL, `would like to interview ${candidateName}`), {
      timeout: 15_000,
    })
    .toBe(true);
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, /\/admin$/);
  await page.goto(`/admin/candidates/${candidateId}`);
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(
    'The client asked for an interview',
  );

  await staffContext.close();
  await contactContext.close();
  await candidateContext.close();
});

test('the client answers “hire”; staff record the placement from the order’s shortlist, prefilled; Remove asks first', async ({
  page,
  browser,
}) => {
  const staffContext = await browser.newContext();
  const contactContext = await browser.newContext();
  const staff = staffContext.request;
  const { orderId, candidateEmail, candidateName } = await setUpClientOrder(
    staff,
    contactContext.request,
  );
  const candidates = (await (
    await staff.get(`/api/admin/candidates?q=${encodeURIComponent(candidateName)}`)
  ).json()) as { _id: string }[];
  await staff.post(`/api/admin/orders/${orderId}/shortlist`, {
    headers: await xsrfHeaders(staff),
    data: { candidateId: candidates[0]?._id ?? '', pitch: 'Five years on a cardiac ward.' },
  });
  const yes = await linkInEmail(candidateEmail, /https?:\/\/\S+\/share-consent\?token=[\w%-]+/);
  const token = decodeURIComponent(/token=([\w%-]+)/.exec(yes)?.[1] ?? '');
  const candidateContext = await browser.newContext();
  await candidateContext.request.post('/api/shortlist-consent/answer', {
    headers: await xsrfHeaders(candidateContext.request),
    data: { token, answer: 'yes' },
  });

  // The client answers "hire": no rates asked of them.
  const client = await contactContext.newPage();
  await client.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
  await client.goto(`/client/orders/${orderId}`);
  const card = client.getByRole('article', { name: candidateName });
  const answer = card.getByRole('form', { name: `Your answer on ${candidateName}` });
  await answer.getByRole('radio', { name: 'Hire' }).check();
  await expect(answer.getByRole('spinbutton')).toHaveCount(0);
  await answer.getByRole('button', { name: 'Send answer' }).click();
  await expect(answer.getByText('Sent to your recruiter.')).toBeVisible();

  // Staff: the entry says what the client wants, and leads to the placement form.
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, /\/admin$/);
  await page.goto(`/admin/orders/${orderId}`);
  const shortlist = page.getByRole('region', { name: 'Shortlist' });
  await expect(shortlist.getByText('Client: Wants to hire')).toBeVisible();
  const action = shortlist.getByRole('button', { name: 'Client wants to hire — record placement' });
  await expect(action).toBeEnabled();
  await axeAtBothWidths(page);
  await action.click();
  const dialog = page.getByRole('dialog', { name: `Record ${candidateName}'s placement` });
  const form = dialog.getByRole('form', { name: 'Record a placement' });
  await expect(form.getByRole('combobox', { name: /Candidate/ })).toHaveValue(/.+/);
  await expect(form.getByRole('combobox', { name: /Candidate/ })).toContainText(candidateName);
  await expect(form.getByLabel(/Start date/)).toHaveValue('2027-01-11');
  await axeAtBothWidths(page);
  await form.getByRole('spinbutton', { name: /Pay rate/ }).fill('41.5');
  await form.getByRole('spinbutton', { name: /Bill rate/ }).fill('60');
  await form.getByRole('button', { name: 'Record placement' }).click();
  await expect(dialog).toBeHidden();
  // The button gives way to the "Placed" tag, which has the focus.
  const placed = shortlist.getByRole('status').filter({ hasText: 'Placed, starts 2027-01-11' });
  await expect(placed).toBeFocused();
  await expect(shortlist.getByRole('button', { name: /record placement/ })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Placements' }).getByRole('list', { name: 'Placements' }),
  ).toContainText(`${candidateName} · starts 2027-01-11 · pay $41.50 · bill $60.00`);
  await axeAtBothWidths(page);

  // Remove asks first; cancelling keeps the entry.
  await shortlist.getByRole('button', { name: /^Remove / }).click();
  const confirm = page.getByRole('dialog', { name: `Remove ${candidateName} from the shortlist?` });
  await expect(confirm).toContainText('will no longer see');
  await axeAtBothWidths(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(shortlist.getByRole('link', { name: candidateName })).toBeVisible();

  await staffContext.close();
  await contactContext.close();
  await candidateContext.close();
});
