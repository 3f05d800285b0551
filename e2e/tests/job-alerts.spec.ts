import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, request as playwrightRequest, type Page } from '@playwright/test';
import { test } from '../support/interactive-test.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eOutbox, e2eSettings } from '../support/e2e-env.ts';
import {
  expectNoAxeViolations,
  logIn,
  xsrfHeaders,
  gotoInteractive,
} from '../support/e2e-helpers.ts';

// The contact popup slides up 6 s into a visit and holds the page modal; these flows are not
// about it.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
});

const RUN = Date.now().toString(36);
const ROOT = path.resolve(import.meta.dirname, '../..');
// A word no seeded job has, so the alert matches only the job this spec posts.
const KEYWORD = `zephyr${RUN}`;

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

// RFC 2047 encoded words ("=?UTF-8?Q?...?="), as nodemailer writes non-ASCII subjects.
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

// Every .eml the server's outbox worker wrote to `to` whose subject matches, decoded.
async function emailsTo(to: string, subject: RegExp): Promise<string[]> {
  const outbox = e2eOutbox();
  const names = await readdir(outbox).catch(() => [] as string[]);
  const found: string[] = [];
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const text = await readFile(path.join(outbox, name), 'utf8');
    const head = (text.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
    const toHeader = /^To:(.*)$/im.exec(head)?.[1] ?? '';
    const subjectHeader = decodeHeader(/^Subject:(.*)$/im.exec(head)?.[1] ?? '');
    if (toHeader.toLowerCase().includes(to.toLowerCase()) && subject.test(subjectHeader)) {
      found.push(`${head}\n\n${decodeQuotedPrintable(text.slice(text.search(/\r?\n\r?\n/)))}`);
    }
  }
  return found;
}

async function oneEmailTo(to: string, subject: RegExp): Promise<string> {
  let found: string[] = [];
  await expect
    .poll(
      async () => {
        found = await emailsTo(to, subject);
        return found.length;
      },
      { timeout: 15_000, message: `an email to ${to} with subject ${String(subject)}` },
    )
    .toBe(1);
  return found[0] ?? '';
}

// `npm run alerts:send` against the E2E server's own database, as an operator would run it.
function runAlertsSend(): string {
  const settings = e2eSettings();
  const result = spawnSync(process.execPath, [path.join(ROOT, 'apps/api/src/cli/alerts-send.ts')], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: `sqlite:${path.join(settings.dataDir, 'e2e.db')}`,
      DATA_DIR: settings.dataDir,
      PUBLIC_URL: settings.baseUrl,
      SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
      LOG_LEVEL: 'warn',
    },
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

async function postJobAsAdmin(page: Page, title: string) {
  const headers = await xsrfHeaders(page.request);
  const login = await page.request.post('/api/users/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    headers,
  });
  expect(login.status()).toBe(200);
  const created = await page.request.post('/api/jobs/create-job', {
    headers: await xsrfHeaders(page.request),
    data: {
      title,
      location: 'Chicago, IL',
      salary: '$35/hr',
      type: 'Full-Time',
      schedule: 'Days',
      industry: 'Healthcare',
      description: `Night shifts on the ${KEYWORD} ward.`,
      responsibilities: 'Patient care',
      skills: 'RN license',
    },
  });
  expect(created.status()).toBe(201);
}

test('a visitor creates an alert, confirms it, gets a digest of a new job and unsubscribes with one click', async ({
  page,
  browser,
}) => {
  // Two runs of the CLI (each a fresh Node process opening the database) on top of the flow.
  test.setTimeout(180_000);
  const email = `alerts-${RUN}@example.com`;

  await gotoInteractive(page, `/find-job?q=${KEYWORD}&industry=Healthcare`);
  await page.getByRole('button', { name: 'Email me jobs like these' }).click();
  await page.getByLabel('Weekly').check();
  await page.getByLabel('Your email').fill(email);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create alert' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Almost done' })).toBeVisible();

  // Double opt-in: one confirmation email, with the one-click headers too.
  const confirmation = await oneEmailTo(email, /Confirm your job alert/);
  expect(confirmation).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const confirmUrl = /(https?:\/\/\S+\/alerts\/confirm\?token=[A-Za-z0-9_-]+)/.exec(
    confirmation,
  )?.[1];
  expect(confirmUrl).toBeTruthy();
  await gotoInteractive(page, confirmUrl ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm Job Alert' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm my job alert' }).click();
  await expect(page.getByRole('status')).toContainText('Your job alert is confirmed');

  // Staff post a matching job; the operator runs the digests.
  const title = `Ward Nurse ${KEYWORD}`;
  await postJobAsAdmin(page, title);
  expect(runAlertsSend()).toMatch(/digests queued: [1-9]/);

  const digest = await oneEmailTo(email, /new job/);
  expect(digest).toContain(title);
  expect(digest).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const oneClickUrl = /^List-Unsubscribe: <([^>]+)>$/m.exec(digest)?.[1] ?? '';
  expect(oneClickUrl).toMatch(/\/api\/alerts\/unsubscribe\?token=[A-Za-z0-9_-]{43}$/);
  const pageUrl = /(https?:\/\/\S+\/alerts\/unsubscribe\?token=[A-Za-z0-9_-]+)/.exec(digest)?.[1];
  expect(pageUrl).toBeTruthy();

  // What a mail provider does (RFC 8058): a bare POST, no cookies, no CSRF token.
  const provider = await playwrightRequest.newContext();
  const oneClick = await provider.post(oneClickUrl, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status()).toBe(200);
  await provider.dispose();

  // The visible link's page says it is done, and no new digest goes out.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await gotoInteractive(reader, pageUrl ?? '');
  await expect(reader.getByRole('status')).toContainText('You are unsubscribed');
  await expectNoAxeViolations(reader);
  await readerContext.close();
  await postJobAsAdmin(page, `Second ${title}`);
  runAlertsSend();
  expect(await emailsTo(email, /new job/)).toHaveLength(1);
});

test('a signed-in user manages alerts on the profile, and staff retry a failed email', async ({
  page,
}) => {
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, /\/admin$/);
  await gotoInteractive(page, '/find-job?type=Part-Time');
  await page.getByRole('button', { name: 'Email me jobs like these' }).click();
  await expect(page.getByLabel('Your email')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create alert' }).click();
  await expect(page.getByRole('status').filter({ hasText: /alert/ })).toBeVisible();

  await gotoInteractive(page, '/profile');
  await page.getByRole('link', { name: 'Job alerts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job Alerts' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: 'Part-Time' });
  await expect(item).toBeVisible();
  await expectNoAxeViolations(page);
  await item.getByRole('button', { name: /Delete the job alert/ }).click();
  await expect(page.getByText('No job alerts yet.')).toBeVisible();

  // An email the outbox gave up on (made so in the database, as after a day of SMTP errors).
  const settings = e2eSettings();
  const database = new DatabaseSync(path.join(settings.dataDir, 'e2e.db'));
  const subject = `Undeliverable ${RUN}`;
  const id = randomUUID();
  database
    .prepare(
      `insert into email_outbox (id, created_at, to_address, subject, text_body, status, attempts,
        next_attempt_at, last_error) values (?, ?, ?, ?, ?, 'failed', 12, ?, ?)`,
    )
    .run(
      id,
      new Date().toISOString(),
      `bounce-${RUN}@example.com`,
      subject,
      'Body',
      new Date().toISOString(),
      '550 5.1.1 mailbox unavailable',
    );
  database.close();

  await gotoInteractive(page, '/admin');
  await page
    .getByRole('navigation', { name: 'Staff' })
    .getByRole('link', { name: /^Failed emails/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Failed Emails' })).toBeVisible();
  const failed = page.getByRole('listitem').filter({ hasText: subject });
  await expect(failed).toContainText('550 5.1.1 mailbox unavailable');
  await expectNoAxeViolations(page);
  await failed.getByRole('button', { name: /^Retry/ }).click();
  await expect(page.getByRole('status')).toContainText('is queued again');
  await expect(failed).toHaveCount(0);
  // The server's worker delivers it now.
  await oneEmailTo(`bounce-${RUN}@example.com`, new RegExp(subject));
});
