import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/interactive-test.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eOutbox } from '../support/e2e-env.ts';

// The contact popup slides up 6 s into a visit and holds the page modal; these flows are not
// about it.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
});

// Texts of the specification (packages/shared/src/messages.ts), word for word.
const TEXT = {
  allFieldsRequired: 'All fields are required',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidEmail: 'Invalid email',
  signupSuccess: 'Signup successful! Redirecting...',
  emailInUse: 'Email address already in use',
  fillAllFields: 'Please fill out all fields',
  loginSuccess: 'Login successful! Redirecting...',
  incorrectCredentials: 'Incorrect email or password',
  profileUpdated: 'Profile updated successfully',
  forgotPasswordAnswer:
    'If an account exists for that email, we have sent a link to reset your password.',
  passwordResetDone: 'Your password has been reset. You can now log in.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
};

const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

// By accessible name, which leaves out the required marker ('*') hidden from it.
function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

function navbar(page: Page) {
  return page.getByRole('banner');
}

// Creates an account through the API the way the page does (CSRF token from the session
// check echoed as a header), for tests that are not about signing up.
async function createAccount(request: APIRequestContext, email: string, password: string) {
  await request.get('/api/auth/check-session');
  const { cookies } = await request.storageState();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await request.post('/api/users/signup', {
    headers: { 'X-XSRF-TOKEN': token },
    multipart: { firstName: 'Reset', lastName: 'Tester', email, password },
  });
  expect(response.status()).toBe(201);
}

// Quoted-printable: soft line breaks ('=' at the end of a line) and '=XX' escapes ('=3D').
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

// The newest .eml in the outbox addressed to `to`, decoded; polled because the outbox
// worker writes it a moment after the request.
// The newest email to an address whose decoded text matches: a new account also gets a
// verification email, so the address alone does not say which message is wanted.
async function newestEmailTo(to: string, matching: RegExp): Promise<string> {
  const outbox = e2eOutbox();
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const names = await readdir(outbox).catch(() => [] as string[]);
        const candidates: { text: string; mtime: number }[] = [];
        for (const name of names.filter((file) => file.endsWith('.eml'))) {
          const file = path.join(outbox, name);
          const text = await readFile(file, 'utf8');
          const headers = text.split(/\r?\n\r?\n/)[0] ?? '';
          const toHeader = /^To:(.*)$/im.exec(headers)?.[1] ?? '';
          if (
            toHeader.toLowerCase().includes(to.toLowerCase()) &&
            matching.test(decodeQuotedPrintable(text))
          ) {
            candidates.push({ text, mtime: (await stat(file)).mtimeMs });
          }
        }
        candidates.sort((a, b) => b.mtime - a.mtime);
        found = candidates[0]?.text;
        return found !== undefined;
      },
      { timeout: 15_000, message: `an email to ${to} in ${outbox}` },
    )
    .toBe(true);
  return decodeQuotedPrintable(found ?? '');
}

// Opens the resume in the browser's PDF viewer, which only the full browser has (ADR 0023).
test(
  'sign up with a resume, edit the profile, open the resume and log out',
  { tag: '@full-browser' },
  async ({ page }) => {
    const email = uniqueEmail('signup');
    const password = 'a-long-enough-password';

    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    await field(page, 'First name').fill('Riley');
    await field(page, 'Last name').fill('Tester');
    // Typed with capitals: the page lowercases it before sending.
    await field(page, 'Email').fill(email.toUpperCase());
    await field(page, 'Password').fill(password);
    await field(page, 'Confirm password').fill(password);
    await page
      .getByLabel('Resume')
      .setInputFiles({ name: 'riley-cv.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
    await expect(page.getByText('riley-cv.pdf uploaded successfully!')).toBeVisible();

    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('status').filter({ hasText: TEXT.signupSuccess })).toBeVisible();
    // No session until the page logs in, 3 s later.
    await expect(navbar(page).getByRole('link', { name: 'LOGIN' })).toBeVisible();
    await expect(page).toHaveURL(/\/find-job$/);
    await expect(navbar(page).getByRole('button', { name: 'LOGOUT' })).toBeVisible();
    await expect(navbar(page).getByText('Riley Tester')).toBeVisible();
    await expect(navbar(page).getByRole('link', { name: 'ADMIN DASHBOARD' })).toHaveCount(0);

    await navbar(page).getByRole('link', { name: 'PROFILE' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const details = page.locator('dl');
    await expect(details).toContainText('Riley');
    await expect(details).toContainText(email.toLowerCase());

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await field(page, 'First name').fill('Rory');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: TEXT.profileUpdated })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(details).toContainText('Rory');
    await expect(navbar(page).getByText('Rory Tester')).toBeVisible();

    // The PDF opens in a new tab from an object URL of the fetched file.
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('link', { name: /riley-cv\.pdf/ }).click();
    const popup = await popupPromise;
    await expect.poll(() => popup.url()).toMatch(/^blob:http/);
    await popup.close();
    await expect(page.getByText('Failed to fetch resume')).toHaveCount(0);

    await navbar(page).getByRole('button', { name: 'LOGOUT' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(navbar(page).getByRole('link', { name: 'LOGIN' })).toBeVisible();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  },
);

test('sign-up checks run in the spec order and an existing email is refused', async ({ page }) => {
  await page.goto('/sign-up');
  const alert = page.getByRole('alert');

  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(alert).toHaveText(TEXT.allFieldsRequired);

  await field(page, 'First name').fill('Sam');
  await field(page, 'Last name').fill('Tester');
  await field(page, 'Email').fill('not-an-email');
  await field(page, 'Password').fill('a-long-enough-password');
  await field(page, 'Confirm password').fill('a-different-password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(alert).toHaveText(TEXT.passwordsDoNotMatch);

  await field(page, 'Confirm password').fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(alert).toHaveText(TEXT.invalidEmail);

  await field(page, 'Email').fill(ADMIN_EMAIL);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(alert).toHaveText(TEXT.emailInUse);
  await expect(page).toHaveURL(/\/sign-up$/);
});

test('an admin logs in and lands on /admin', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText(TEXT.fillAllFields);

  await field(page, 'Email').fill(ADMIN_EMAIL.toUpperCase());
  await field(page, 'Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('status').filter({ hasText: TEXT.loginSuccess })).toBeVisible();
  // The session is set at once; the redirect follows 2 s later.
  await expect(navbar(page).getByRole('link', { name: 'ADMIN DASHBOARD' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveURL(/\/admin$/);
});

test('a wrong password shows the error and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await field(page, 'Email').fill(ADMIN_EMAIL);
  await field(page, 'Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText(TEXT.incorrectCredentials);
  await expect(page).toHaveURL(/\/login$/);
  await expect(navbar(page).getByRole('link', { name: 'LOGIN' })).toBeVisible();
});

test('a password is reset through the emailed link', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  await createAccount(request, email, 'the-old-password');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await field(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText(TEXT.forgotPasswordAnswer);

  const message = await newestEmailTo(email, /\/reset-password\?token=/);
  const link = /https?:\/\/\S+\/reset-password\?token=[\w%-]+/.exec(message)?.[0];
  expect(link, 'the reset link in the email').toBeDefined();
  const resetUrl = link ?? '';

  await page.goto(resetUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await field(page, 'New password').fill('the-new-password');
  await field(page, 'Confirm new password').fill('the-new-password');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('status')).toHaveText(TEXT.passwordResetDone);
  await page.getByRole('link', { name: 'Go to Login' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill('the-old-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText(TEXT.incorrectCredentials);
  await field(page, 'Password').fill('the-new-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/find-job$/);
  await expect(navbar(page).getByText('Reset Tester')).toBeVisible();

  // The link works once.
  await page.goto(resetUrl);
  await field(page, 'New password').fill('yet-another-password');
  await field(page, 'Confirm new password').fill('yet-another-password');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(TEXT.resetLinkInvalid);
  await expect(page.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('the account pages pass an accessibility scan, errors and edit mode included', async ({
  page,
}) => {
  async function expectNoViolations(label: string) {
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.map((violation) => `${violation.id}: ${violation.help}`),
      label,
    ).toEqual([]);
  }

  await page.goto('/sign-up');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoViolations('/sign-up with an error');

  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await expectNoViolations('/forgot-password');

  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expectNoViolations('/reset-password');

  await page.goto('/login');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoViolations('/login with an error');
  await field(page, 'Email').fill(ADMIN_EMAIL);
  await field(page, 'Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await expectNoViolations('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Edit profile' })).toBeVisible();
  await expectNoViolations('/profile in edit mode');
});
