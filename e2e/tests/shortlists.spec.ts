import { expect } from '@playwright/test';
import {
  axeAtBothWidths,
  linkInEmail,
  setUpClientOrder,
} from '../support/client-portal-helpers.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts';
import { logIn } from '../support/e2e-helpers.ts';
import { test } from '../support/interactive-test.ts';

// Long flows of two or three people, with axe at two widths on each screen: near a minute on
// a quiet two-core machine, over it on a slow one.
test.setTimeout(120_000);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
});

test('a recruiter shortlists a candidate; the client sees them only after their yes, and not after they withdraw', async ({
  page,
  browser,
}) => {
  const staffContext = await browser.newContext();
  const contactContext = await browser.newContext();
  const { orderId, candidateEmail, candidateName } = await setUpClientOrder(
    staffContext.request,
    contactContext.request,
  );

  // The recruiter, on the order's page, finds the candidate and adds them with a pitch.
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, /\/admin$/);
  await page.goto(`/admin/orders/${orderId}`);
  const shortlist = page.getByRole('region', { name: 'Shortlist' });
  await expect(shortlist.getByText('Nobody on the shortlist yet.')).toBeVisible();
  const form = shortlist.getByRole('form', { name: 'Add a candidate' });
  await form
    .getByRole('searchbox', { name: /Find a candidate/ })
    .fill(candidateName.split(' ')[1] ?? candidateName);
  await form.getByRole('radio', { name: new RegExp(candidateName) }).check();
  await form.getByRole('textbox', { name: /Pitch/ }).fill('Five years on a cardiac ward.');
  await form.getByRole('button', { name: 'Add to shortlist' }).click();
  await expect(form.getByText(`${candidateName} is on the shortlist`)).toBeVisible();
  await expect(shortlist.getByText('Asked', { exact: true })).toBeVisible();
  await axeAtBothWidths(page);

  // Before the answer, the client sees nobody.
  const client = await contactContext.newPage();
  await client.goto(`/client/orders/${orderId}`);
  await expect(client.getByText('No candidates yet')).toBeVisible();

  // The candidate answers yes from the email.
  const yesLink = await linkInEmail(
    candidateEmail,
    /https?:\/\/\S+\/share-consent\?token=[\w%-]+&answer=yes/,
  );
  const candidateContext = await browser.newContext();
  const candidate = await candidateContext.newPage();
  await candidate.goto(yesLink);
  await expect(
    candidate.getByRole('heading', { level: 1, name: 'Share your profile?' }),
  ).toBeVisible();
  await axeAtBothWidths(candidate);
  await candidate.getByRole('button', { name: 'Yes, share my profile' }).click();
  await expect(candidate.getByText(/Your profile is shared with/)).toBeVisible();

  await client.reload();
  const card = client.getByRole('article', { name: candidateName });
  await expect(card).toContainText('Five years on a cardiac ward.');
  await expect(card).toContainText('Do you hold an RN licence?');
  await expect(card.getByRole('link', { name: /resume/ })).toBeVisible();
  await axeAtBothWidths(client);

  // Withdrawn: gone from the client's page at once; the recruiter sees it.
  await candidate.getByRole('button', { name: 'Withdraw my consent' }).click();
  await expect(candidate.getByText(/You withdrew your consent/)).toBeVisible();
  await client.reload();
  await expect(client.getByText('No candidates yet')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Shortlist' }).getByText('Withdrawn'),
  ).toBeVisible();

  await staffContext.close();
  await contactContext.close();
  await candidateContext.close();
});
