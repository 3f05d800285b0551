import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import ical, { type VEvent } from 'node-ical';
import { header, leafParts, parseMime } from '../../apps/api/test/helpers/smtp-sink.ts';
import { linkInEmail } from '../support/client-portal-helpers.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eOutbox } from '../support/e2e-env.ts';
import { buildPdf, expectNoAxeViolations, logIn, xsrfHeaders } from '../support/e2e-helpers.ts';
import { test } from '../support/interactive-test.ts';

// The whole loop of an order, at a phone's width: an employer's order from the public site;
// the recruiter qualifies it, links the sender as a client company, posts it as a job and
// shortlists two applicants; one agrees to be shared; the client contact signs in, sees that
// one only and asks for an interview; the recruiter schedules it and both invitations arrive
// over SMTP with calendar files that agree; the client hires; the recruiter records the
// placement; the order is filled and the dashboard counts it. axe checks every new screen.
// At a desktop's width the same screens are a recruiter's day (staff-workspace.spec.ts) and
// the client portal's pages (client-answers.spec.ts, client-portal-shell.spec.ts).

const WIDTHS = [375] as const;
// Set to a folder to keep pictures of the new screens.
const SCREENSHOT_DIR = process.env.INTERVIEWS_SCREENSHOTS;

// The interview's agreed time: a Tuesday in January in Chicago (UTC−6, no daylight saving).
const INTERVIEW = { date: '2027-01-05', time: '10:30', zone: 'America/Chicago' };
const INTERVIEW_INSTANT = '2027-01-05T16:30:00.000Z';

// The part of the page the step is about (a panel, the dialog, a card), or the whole page.
async function screenshot(page: Page, name: string, part?: Locator) {
  if (!SCREENSHOT_DIR) return;
  const file = `${SCREENSHOT_DIR}/${name}.png`;
  await (part ? part.screenshot({ path: file }) : page.screenshot({ path: file, fullPage: true }));
}

async function newPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
  return { context, page };
}

// An applicant to the job, signed out (an application sent signed in belongs to that account).
async function apply(
  request: APIRequestContext,
  jobId: string,
  person: { firstName: string; lastName: string; email: string },
) {
  const applied = await request.post('/api/email/quick-apply', {
    headers: await xsrfHeaders(request),
    multipart: {
      ...person,
      jobId,
      resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: buildPdf() },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
}

type Invitation = { file: string; method: string; event: VEvent };

// The calendar invitation in the newest email to `to` that carries one, read back with
// node-ical. The sink names what it received smtp-…; the server writes no files of its own.
async function invitationTo(to: string): Promise<Invitation> {
  const outbox = e2eOutbox();
  let found: Invitation | undefined;
  await expect
    .poll(
      async () => {
        let newest = -1;
        for (const name of await readdir(outbox).catch(() => [] as string[])) {
          if (!name.endsWith('.eml')) continue;
          const file = path.join(outbox, name);
          const message = parseMime(await readFile(file, 'latin1'));
          if (!(header(message, 'to') ?? '').includes(to)) continue;
          const calendar = leafParts(message).find((part) =>
            (header(part, 'content-type') ?? '').startsWith('text/calendar'),
          );
          if (!calendar) continue;
          const mtime = (await stat(file)).mtimeMs;
          if (mtime < newest) continue;
          const text = Buffer.from(calendar.body.replace(/\s+/g, ''), 'base64').toString('utf8');
          const event = Object.values(ical.sync.parseICS(text)).find(
            (component): component is VEvent => component?.type === 'VEVENT',
          );
          if (!event) continue;
          newest = mtime;
          found = {
            file: name,
            method: /^METHOD:(.+)$/m.exec(text)?.[1]?.trim() ?? '',
            event,
          };
        }
        return found !== undefined;
      },
      { timeout: 20_000, message: `a calendar invitation to ${to}` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

// The Healthcare row's "Filled this month" on the dashboard's trends (/admin/insights).
async function filledThisMonth(page: Page): Promise<number> {
  const figures = page.getByRole('region', { name: 'Job orders by industry' });
  const cell = figures
    .getByRole('row', { name: /Healthcare/ })
    .getByRole('cell')
    .nth(1);
  // Opened straight after signing in, the page can still be handed over to the sign-in's own
  // navigation to /admin, whose aborted requests show the figures' error state: load it again.
  await expect(async () => {
    await page.goto('/admin/insights');
    await expect(cell).toHaveText(/^\d+$/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  return Number(await cell.textContent());
}

async function axe(page: Page, name: string, part?: Locator) {
  await expectNoAxeViolations(page);
  await screenshot(page, name, part);
}

for (const width of WIDTHS) {
  test(`an order from the public site is shortlisted, interviewed with calendar invitations and filled, at ${width} px`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const RUN = `${Date.now().toString(36)}w${width}`;
    const company = `Harbor Care ${RUN}`;
    const position = `Night CNA ${RUN}`;
    const contactName = 'Hope Harbor';
    const contactEmail = `hope-${RUN}@harbor-${RUN}.example`;
    const consenting = {
      firstName: 'Casey',
      lastName: `Consent${RUN}`,
      email: `casey-${RUN}@example.com`,
    };
    const silent = { firstName: 'Pat', lastName: `Pending${RUN}`, email: `pat-${RUN}@example.com` };
    const consentingName = `${consenting.firstName} ${consenting.lastName}`;
    const silentName = `${silent.firstName} ${silent.lastName}`;

    // 1. The employer asks for one CNA from the healthcare page.
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => {
      window.sessionStorage.setItem('contact-popup-dismissed', 'true');
    });
    await page.goto('/find-talent/healthcare');
    await page.getByRole('main').getByRole('link', { name: 'Request staff' }).click();
    const request = page.getByRole('region', { name: 'Request staff' });
    const form = request.getByRole('form', { name: 'Request staff' });
    await expect(form.getByLabel('Industry')).toHaveValue('Healthcare');
    await form.getByLabel('Position').fill(position);
    await form.getByLabel('Headcount').fill('1');
    await form.getByLabel('Start date').fill('2027-01-11');
    await form.getByLabel('Assignment type').selectOption('direct-hire');
    await form.getByLabel('Shift').selectOption('night');
    await form.getByLabel(/^Pay from/).fill('21');
    await form.getByLabel(/^Pay to/).fill('25');
    await form.getByLabel(/^Paid per/).selectOption('hour');
    await form.getByLabel('City').fill('Chicago');
    await form.getByLabel('State').selectOption('IL');
    await form.getByLabel('ZIP code').fill('60601');
    await form.getByLabel('Certifications').fill('CNA certificate, BLS');
    await form.getByLabel('Your name').fill(contactName);
    await form.getByLabel('Company').fill(company);
    await form.getByLabel('Email').fill(contactEmail);
    await form.getByLabel('Phone').fill('(312) 555-0142');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(request.getByRole('heading', { name: 'Request received' })).toBeFocused();

    // 2. The recruiter: the dashboard's count before, then the order: qualified, linked to a
    //    new client company whose contact is invited, posted as a job.
    const { context: staffContext, page: staff } = await newPage(browser, width);
    await logIn(staff, ADMIN_EMAIL, ADMIN_PASSWORD, /\/admin$/);
    const filledBefore = await filledThisMonth(staff);
    await staff.goto(`/admin/orders?q=${encodeURIComponent(company)}`);
    await staff.getByRole('link', { name: position }).click();
    await expect(staff.getByRole('heading', { level: 1, name: position })).toBeVisible();
    const orderUrl = staff.url();
    const status = staff.getByRole('region', { name: 'Status' });
    await status.getByLabel('Move to').selectOption('qualified');
    await status.getByRole('button', { name: 'Change status' }).click();
    await expect(status.getByText('Moved to Qualified.')).toBeVisible();

    const clientPanel = staff.getByRole('region', { name: 'Client company' });
    await clientPanel.getByRole('button', { name: 'New client company from this sender' }).click();
    await clientPanel.getByRole('button', { name: 'Create and link' }).click();
    await clientPanel.getByRole('link', { name: company }).click();
    const contacts = staff.getByRole('region', { name: 'Contacts' });
    await contacts.getByRole('button', { name: `Invite: ${contactName}` }).click();
    await expect(contacts.getByText(`Invitation sent to ${contactEmail}.`)).toBeVisible();

    await staff.goto(orderUrl);
    await staff.getByRole('link', { name: 'Post as a job' }).click();
    await expect(staff.getByLabel('Job title')).toHaveValue(position);
    await staff.getByLabel('Responsibilities').fill('Nights on a medical-surgical floor.');
    await staff.getByRole('button', { name: 'Post Job' }).click();
    await expect(
      staff.getByRole('heading', { name: 'The job is posted and linked to its order.' }),
    ).toBeFocused();
    await staff.getByRole('link', { name: 'Back to the order' }).last().click();
    const posting = staff.getByRole('region', { name: 'Job posting' });
    const jobHref = await posting.getByRole('link', { name: position }).getAttribute('href');
    const jobId = jobHref?.split('/').pop() ?? '';
    expect(jobId).not.toBe('');

    // Two people apply to the job, which puts them in the talent pool.
    const applicants = await browser.newContext();
    await apply(applicants.request, jobId, consenting);
    await apply(applicants.request, jobId, silent);
    await applicants.close();

    // 3. Both on the shortlist, from the order's page.
    await staff.reload();
    const shortlist = staff.getByRole('region', { name: 'Shortlist' });
    const add = shortlist.getByRole('form', { name: 'Add a candidate' });
    for (const person of [consenting, silent]) {
      const name = `${person.firstName} ${person.lastName}`;
      await add.getByRole('searchbox', { name: /Find a candidate/ }).fill(person.lastName);
      await add.getByRole('radio', { name: new RegExp(name) }).check();
      await add
        .getByRole('textbox', { name: /Pitch/ })
        .fill(`${person.firstName} has worked nights for years.`);
      await add.getByRole('button', { name: 'Add to shortlist' }).click();
      await expect(add.getByText(`${name} is on the shortlist`)).toBeVisible();
    }
    const interviews = staff.getByRole('region', { name: 'Interviews' });
    await expect(
      interviews.getByText(
        'Candidates can be interviewed once they agree to be shared with the client.',
      ),
    ).toBeVisible();
    await axe(staff, `order-before-consent-${width}`, interviews);

    // 4. One of them says yes from the email; the other never answers.
    const yes = await linkInEmail(
      consenting.email,
      /https?:\/\/\S+\/share-consent\?token=[\w%-]+&answer=yes/,
    );
    const { context: candidateContext, page: candidate } = await newPage(browser, width);
    await candidate.goto(yes);
    await candidate.getByRole('button', { name: 'Yes, share my profile' }).click();
    await expect(candidate.getByText(/Your profile is shared with/)).toBeVisible();

    // 5. The client contact accepts the invitation, signs in and sees only the one who agreed.
    const invitation = await linkInEmail(
      contactEmail,
      /https?:\/\/\S+\/client\/invitation\?token=[\w%-]+/,
    );
    const { context: clientContext, page: client } = await newPage(browser, width);
    await client.goto(invitation);
    await client.getByLabel(/Choose a password/).fill('harbor client password');
    await client.getByLabel(/Repeat the password/).fill('harbor client password');
    await client.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(client).toHaveURL(/\/client$/);
    await client
      .getByRole('table', { name: `${company}'s orders` })
      .getByRole('link', { name: position })
      .click();
    const card = client.getByRole('article', { name: consentingName });
    await expect(card).toBeVisible();
    await expect(client.getByRole('main')).not.toContainText(silentName);
    const answer = card.getByRole('form', { name: `Your answer on ${consentingName}` });
    await answer.getByRole('radio', { name: 'Request an interview' }).check();
    await answer.getByRole('textbox', { name: /Times that suit you/ }).fill('Tuesday mornings');
    await answer.getByRole('button', { name: 'Send answer' }).click();
    await expect(answer.getByText('Sent to your recruiter.')).toBeVisible();

    // 6. The recruiter schedules it from the order's page.
    await staff.reload();
    const scheduleButton = interviews.getByRole('button', {
      name: `Schedule interview with ${consentingName}`,
    });
    await expect(interviews.getByRole('button', { name: new RegExp(silentName) })).toHaveCount(0);
    await scheduleButton.click();
    const dialog = staff.getByRole('dialog', {
      name: `Schedule an interview with ${consentingName}`,
    });
    const schedule = dialog.getByRole('form', {
      name: `Schedule an interview with ${consentingName}`,
    });
    // Nothing filled in: the shared schema names each missing field.
    await schedule.getByRole('button', { name: 'Schedule interview' }).click();
    await expect(schedule.getByText('Date is required')).toBeVisible();
    await expect(schedule.getByText('Give a place or a video link')).toBeVisible();
    await axe(staff, `schedule-errors-${width}`, dialog);
    await schedule.getByLabel(/^Date/).fill(INTERVIEW.date);
    await schedule.getByLabel(/^Time(?! zone)/).fill(INTERVIEW.time);
    await schedule.getByLabel(/Time zone/).selectOption(INTERVIEW.zone);
    await schedule.getByLabel(/Duration/).selectOption('45');
    await schedule.getByLabel(/^Place/).fill('Harbor Care, 200 E Randolph St, Chicago');
    await schedule.getByLabel(/Video link/).fill('https://meet.example.com/harbor-cna');
    await schedule.getByLabel(/Interviewer/).fill('Dr. Mae Jemison');
    await schedule.getByLabel(/Notes/).fill('Ask for the charge nurse at the front desk.');
    await axe(staff, `schedule-form-${width}`, dialog);
    await schedule.getByRole('button', { name: 'Schedule interview' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      interviews.getByText('Interview scheduled. The candidate and the client get an invitation.'),
    ).toBeVisible();
    const listed = interviews.getByRole('list', { name: 'Interviews' }).getByRole('listitem');
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText('Tue, Jan 5, 2027, 10:30 AM Chicago time');
    await expect(listed).toContainText('Scheduled');
    await axe(staff, `order-interview-scheduled-${width}`, interviews);

    // 7. Both invitations came through the SMTP sink, with calendar files for one event.
    const forCandidate = await invitationTo(consenting.email);
    const forClient = await invitationTo(contactEmail);
    for (const sent of [forCandidate, forClient]) {
      expect(sent.file).toMatch(/^smtp-/);
      expect(sent.method).toBe('REQUEST');
      expect(new Date(sent.event.start).toISOString()).toBe(INTERVIEW_INSTANT);
    }
    expect(forCandidate.event.uid).toBeTruthy();
    expect(forClient.event.uid).toBe(forCandidate.event.uid);
    expect(new Date(forClient.event.start).getTime()).toBe(
      new Date(forCandidate.event.start).getTime(),
    );
    expect(forCandidate.event.start.tz).toBe(INTERVIEW.zone);

    // 8. The client sees the interview on the candidate's card, then hires.
    await client.reload();
    const clientInterview = card.getByRole('listitem').filter({ hasText: 'Scheduled' });
    await expect(clientInterview).toContainText('Tue, Jan 5, 2027, 10:30 AM Chicago time');
    await expect(clientInterview).toContainText('Harbor Care, 200 E Randolph St, Chicago');
    await expect(
      clientInterview.getByRole('link', { name: 'Join the video call' }),
    ).toHaveAttribute('href', 'https://meet.example.com/harbor-cna');
    await axe(client, `client-interview-${width}`, card);
    await expect(card).toContainText('Your answer: Interview requested');
    await answer.getByRole('radio', { name: 'Hire' }).check();
    await answer.getByRole('button', { name: 'Send answer' }).click();
    await expect(card).toContainText('Your answer: Hired');

    // 9. The recruiter records the placement: the order is filled.
    await staff.reload();
    const placements = staff.getByRole('region', { name: 'Placements' });
    const record = placements.getByRole('form', { name: 'Record a placement' });
    // The client's hire is beside the name; the one who never answered is not offered.
    const choice = record.getByRole('option', { name: new RegExp(consentingName) });
    await expect(choice).toHaveText(new RegExp(`${consentingName} .*hire`, 'i'));
    await expect(record.getByRole('option', { name: new RegExp(silentName) })).toHaveCount(0);
    await record
      .getByRole('combobox', { name: /Candidate/ })
      .selectOption((await choice.getAttribute('value')) ?? '');
    await record.getByLabel(/Start date/).fill('2027-01-11');
    await record.getByRole('spinbutton', { name: /Pay rate/ }).fill('23.50');
    await record.getByRole('button', { name: 'Record placement' }).click();
    await expect(placements.getByText(`${consentingName} is placed.`)).toBeVisible();
    await staff.reload();
    const order = staff.getByRole('region', { name: 'The order' });
    await expect(order).toContainText('Filled');
    await expect(order).toContainText('1 of 1 filled');
    // A filled order takes no new interviews; the one held stays listed.
    await expect(interviews.getByRole('button', { name: /Schedule interview/ })).toHaveCount(0);
    await expect(interviews.getByRole('list', { name: 'Interviews' })).toContainText(
      consentingName,
    );
    await axe(staff, `order-filled-${width}`);
    await screenshot(staff, `order-filled-interviews-${width}`, interviews);

    // The candidate's page: the interview and the placement on the timeline, the interview
    // beside it with its order.
    await staff.goto(
      (await shortlist.getByRole('link', { name: consentingName }).getAttribute('href')) ?? '',
    );
    const timeline = staff.getByRole('region', { name: 'Timeline' });
    await expect(timeline).toContainText('Interview scheduled');
    await expect(timeline).toContainText('Placed on');
    await axe(staff, `candidate-timeline-${width}`, timeline);
    const candidateInterviews = staff.getByRole('region', { name: 'Interviews' });
    await expect(candidateInterviews).toContainText(`${position} — ${company}`);
    await expect(candidateInterviews).toContainText('Tue, Jan 5, 2027, 10:30 AM Chicago time');
    await screenshot(staff, `candidate-interviews-${width}`, candidateInterviews);

    // 10. The dashboard counts the filled order.
    expect(await filledThisMonth(staff)).toBe(filledBefore + 1);
    await axe(staff, `dashboard-${width}`);

    await staffContext.close();
    await candidateContext.close();
    await clientContext.close();
  });
}
