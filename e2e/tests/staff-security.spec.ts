import { expect, type Browser, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { test } from '../support/interactive-test.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts';
import { expectNoAxeViolations, logIn, xsrfHeaders } from '../support/e2e-helpers.ts';

const RUN = Date.now().toString(36);

async function newVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
  return context.newPage();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
});

test.describe('sessions and roles', () => {
  test('an admin makes someone a recruiter, who sees the board but not accounts', async ({
    page,
    browser,
    request,
  }) => {
    const email = `e2e-recruiter-${RUN}@example.com`;
    const password = 'recruiter-password-1';
    const signup = await request.post('/api/users/signup', {
      headers: await xsrfHeaders(request),
      multipart: { firstName: 'Rita', lastName: RUN, email, password },
    });
    expect(signup.status()).toBe(201);

    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, /\/admin$/);
    await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
    const row = page.getByRole('main').getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: `Make recruiter: Rita ${RUN}` }).click();
    const confirm = page.getByRole('dialog', { name: `Make Rita ${RUN} a recruiter?` });
    await confirm.getByRole('button', { name: 'Make recruiter' }).click();
    await expect(page.getByText(`Rita ${RUN} is now a recruiter.`)).toBeVisible();
    await expect(row.getByText('Recruiter', { exact: true })).toBeVisible();

    const recruiter = await newVisitor(browser);
    await logIn(recruiter, email, password, /\/admin$/);
    const main = recruiter.getByRole('main');
    // Today: posting from the page, the board's sections in the staff navigation, without the
    // admins' accounts, activity log and failed emails.
    const nav = recruiter.getByRole('navigation', { name: 'Staff' });
    await expect(main.getByRole('link', { name: 'Post a Job' })).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Applications/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Users/ })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: /^Activity/ })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: /^Failed emails/ })).toHaveCount(0);
    await expect(main.getByRole('region', { name: /^Failed emails/ })).toHaveCount(0);
    await expect(main.getByRole('link', { name: /Download users/ })).toHaveCount(0);
    // Typing the address does not get them in either.
    await recruiter.goto('/admin/users');
    await expect(recruiter).toHaveURL(/\/$/);
    // The home page is a document of its own: its load follows the app's redirect, and a
    // navigation started before it would be cut short by it.
    await expect(recruiter.locator('[data-island="site-header"]')).toBeAttached();
    await recruiter.goto('/admin/applications');
    await expect(recruiter.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(recruiter).toHaveURL(/\/admin\/applications$/);
    await recruiter.context().close();
  });

  test('the security page lists both browsers and signs out the other one', async ({
    page,
    browser,
    request,
  }) => {
    const email = `e2e-sessions-${RUN}@example.com`;
    const password = 'two-browsers-password-1';
    const signup = await request.post('/api/users/signup', {
      headers: await xsrfHeaders(request),
      multipart: { firstName: 'Sam', lastName: RUN, email, password },
    });
    expect(signup.status()).toBe(201);

    const other = await newVisitor(browser);
    await logIn(other, email, password, /\/find-job$/);
    await logIn(page, email, password, /\/find-job$/);

    await page.goto('/profile');
    await page.getByRole('link', { name: 'Sign-in and security' }).click();
    await expect(page).toHaveURL(/\/profile\/security$/);
    const sessions = page.getByRole('list', { name: 'Signed-in browsers' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByText('This browser')).toBeVisible();
    await expect(sessions.getByRole('heading', { name: /Chrome/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/security-page-${width}.png`, fullPage: true });
    }

    await sessions.getByRole('button', { name: /^Sign out / }).click();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await other.goto('/profile');
    await expect(other).toHaveURL(/\/login\?next=%2Fprofile$/);
    await other.context().close();

    // A new password keeps this browser signed in and takes effect at once.
    await page.getByLabel('Current password').fill(password);
    await page.getByLabel(/^New password/).fill('a-new-password-2');
    await page.getByLabel('Confirm new password').fill('a-new-password-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password is changed.')).toBeVisible();
    const relogin = await newVisitor(browser);
    await logIn(relogin, email, 'a-new-password-2', /\/find-job$/);
    await relogin.context().close();
  });
});

test.describe('passkeys', () => {
  test('registers a passkey on the security page and signs in with it, no email typed', async ({
    page,
    baseURL,
  }) => {
    // WebAuthn refuses an IP address as the site's name: the server publishes passkeys for
    // localhost when it is reached at 127.0.0.1, so this test browses there.
    const site = (baseURL ?? '').replace('127.0.0.1', 'localhost');
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e-no-passkey-autofill') && 'PublicKeyCredential' in window) {
        window.PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
      }
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });

    const email = `e2e-passkey-${RUN}@example.com`;
    const password = 'passkey-password-1';
    await page.goto(`${site}/`);
    const xsrf = (await page.context().cookies(site)).find((c) => c.name === 'XSRF-TOKEN');
    const signup = await page.request.post(`${site}/api/users/signup`, {
      headers: { 'X-XSRF-TOKEN': xsrf?.value ?? '' },
      multipart: { firstName: 'Pat', lastName: RUN, email, password },
    });
    expect(signup.status()).toBe(201);

    await page.goto(`${site}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/find-job/);

    await page.goto(`${site}/profile/security`);
    const section = page.getByRole('region', { name: 'Passkeys' });
    await expect(section.getByText('No passkeys yet.')).toBeVisible();
    await section.getByLabel('Name for the new passkey').fill('Test laptop');
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(section.getByText('Passkey “Test laptop” added.')).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Test laptop' })).toBeVisible();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);

    await section.getByRole('button', { name: 'Rename Test laptop' }).click();
    await section.getByLabel('New name for “Test laptop”').fill('Work laptop');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByRole('heading', { name: 'Work laptop' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'LOGOUT' }).click();
    await expect(page.getByRole('link', { name: 'LOGIN' })).toBeVisible();

    // Chromium's virtual authenticator answers the login page's autofill request (conditional
    // UI) at once, as if the passkey had been picked from the email field's suggestions, even
    // when the passkey arrives after the page opened. To press the button instead, the page
    // opens as in a browser without passkey autofill (the init script above).
    await page.evaluate(() => {
      sessionStorage.setItem('e2e-no-passkey-autofill', '1');
    });
    await page.goto(`${site}/login`);
    await expect(page.getByLabel('Email')).toHaveValue('');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/find-job/);
    await expect(page.getByRole('button', { name: 'LOGOUT' })).toBeVisible();
    await page.goto(`${site}/profile/security`);
    await expect(
      page.getByRole('region', { name: 'Passkeys' }).getByText(/last used/),
    ).toBeVisible();

    // And through autofill, the passkey offered in the email field.
    await page.getByRole('button', { name: 'LOGOUT' }).click();
    await expect(page.getByRole('link', { name: 'LOGIN' })).toBeVisible();
    await page.evaluate(() => {
      sessionStorage.removeItem('e2e-no-passkey-autofill');
    });
    await page.goto(`${site}/login`);
    await expect(page).toHaveURL(/\/find-job/);
    await expect(page.getByRole('button', { name: 'LOGOUT' })).toBeVisible();
  });
});

test.describe('two-factor sign-in', () => {
  test('sets up an authenticator app, then signs in with password and code', async ({
    page,
    request,
  }) => {
    const email = `e2e-totp-${RUN}@example.com`;
    const password = 'two-step-password-1';
    const signup = await request.post('/api/users/signup', {
      headers: await xsrfHeaders(request),
      multipart: { firstName: 'Tess', lastName: RUN, email, password },
    });
    expect(signup.status()).toBe(201);
    await logIn(page, email, password, /\/find-job$/);

    await page.goto('/profile/security');
    const panel = page.getByRole('region', { name: /Two-step sign-in/ });
    await panel.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(panel.getByRole('img', { name: /QR code/ })).toBeVisible();
    const secret = (await panel.getByTestId('totp-secret').textContent()) ?? '';
    // Codes computed from the test's clock, as the phone's app would.
    const codeAt = (offsetSteps: number) =>
      OTPAuth.TOTP.generate({
        secret: OTPAuth.Secret.fromBase32(secret.trim()),
        timestamp: Date.now() + offsetSteps * 30_000,
      });
    await panel.getByLabel(/Code from the app/).fill(codeAt(0));
    await panel.getByRole('button', { name: 'Turn on' }).click();
    await expect(
      panel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
    ).toHaveCount(10);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/two-factor-codes.png', fullPage: true });
    await panel.getByRole('button', { name: 'I have saved them' }).click();
    await expect(panel.getByText('10 recovery codes left.')).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'LOGOUT' }).click();
    // Logging out loads the home page as a new document: wait for it before leaving.
    await expect(page.getByRole('banner').getByRole('link', { name: 'LOGIN' })).toBeVisible();
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    const code = page.getByLabel('Authentication code');
    await expect(code).toBeFocused();
    await code.fill(codeAt(1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/find-job$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'LOGOUT' })).toBeVisible();
  });
});
