import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Helpers several specs share. Each spec keeps only what is particular to it.

// A small but real PDF: a header, one empty page, a cross-reference table and the trailer.
export function buildPdf(): Buffer {
  const objects = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += object;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

// Through the real login form; the spec's redirect lands on /admin or /find-job after 2 s.
export async function logIn(page: Page, email: string, password: string, landing: RegExp) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(landing);
}

// The API hands out the XSRF cookie with the session check; state-changing calls echo it.
export async function xsrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/api/auth/check-session');
  const { cookies } = await request.storageState();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  expect(token, 'XSRF-TOKEN cookie').toBeTruthy();
  return { 'X-XSRF-TOKEN': token ?? '' };
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

// Opens a page and waits until React has hydrated it: a server-rendered button clicked any
// earlier is plain HTML and does nothing (main.tsx sets the marker).
export async function gotoInteractive(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html[data-interactive]')).toBeAttached();
}
