import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { calendarMailsTo, expectUpdate } from '../support/calendar-mails.ts';
import { linkInEmail, setUpClientOrder } from '../support/client-portal-helpers.ts';
import { logIn, xsrfHeaders } from '../support/e2e-helpers.ts';
import { test } from '../support/interactive-test.ts';

// A recruiter's day in the staff workspace, at a desktop's and a phone's width: they sign in
// and land on Today, handle one item of every kind there (a client's wish to interview →
// schedule it; a wish to hire → record the placement; new applications → move one on; an
// order nobody owns → take it), find a candidate with Ctrl-K by a word from their resume, and
// move and then cancel an interview from the Interviews page, the candidate and the client
// getting both calendar updates at the SMTP sink. axe looks at the shell, Today, the search
// and Interviews at each width.

test.setTimeout(240_000);

const READER_ZONE = 'America/Chicago';
const PASSWORD = 'recruiter workspace password';
// Set to a folder to keep pictures of each screen.
const SCREENSHOT_DIR = process.env.STAFF_WORKSPACE_SCREENSHOTS;

// A one-page resume whose words are real text, for the background reader to find.
async function resumePdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  lines.forEach((line, index) => {
    page.drawText(line, { x: 72, y: 720 - index * 20, size: 12, font });
  });
  return Buffer.from(await pdf.save());
}

function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

// Next week's Tuesday in the reader's zone: on "Next week" whatever day the suite runs.
function nextWeeksTuesday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: READER_ZONE }).format(new Date());
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(addDays(today, 7 - ((weekday + 6) % 7)), 1);
}

// axe over the whole page (the shell's rail and top bar too, not only <main>), and nothing
// wider than the screen.
async function look(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${name} scrolls sideways at ${width} px`,
  ).toBeLessThanOrEqual(width);
  if (SCREENSHOT_DIR) {
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${width}.png`, fullPage: true });
  }
}

// A section of the shell: the side rail's link on a wide screen, the drawer's on a phone.
async function openSection(page: Page, name: string) {
  if ((page.viewportSize()?.width ?? 1280) <= 768) {
    await page.getByRole('button', { name: /^Menu/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: new RegExp(`^${name}`) }).click();
    await expect(drawer).toBeHidden();
  } else {
    await page
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: new RegExp(`^${name}`) })
      .click();
  }
}

// A recruiter account, made by the admin through the API.
async function makeRecruiter(admin: APIRequestContext, browser: Browser, run: string) {
  const email = `rory-${run}@example.com`;
  const visitor = await browser.newContext();
  const signup = await visitor.request.post('/api/users/signup', {
    headers: await xsrfHeaders(visitor.request),
    multipart: { firstName: 'Rory', lastName: `Recruiter${run}`, email, password: PASSWORD },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  await visitor.close();
  const users = (await (
    await admin.get(`/api/admin/users?q=${encodeURIComponent(email)}`)
  ).json()) as { _id: string }[];
  const id = users[0]?._id ?? '';
  const made = await admin.patch(`/api/admin/users/${id}`, {
    headers: await xsrfHeaders(admin),
    data: { role: 'recruiter' },
  });
  expect(made.status(), await made.text()).toBe(200);
  return { id, email, name: `Rory Recruiter${run}` };
}

async function candidateId(admin: APIRequestContext, name: string): Promise<string> {
  const found = (await (
    await admin.get(`/api/admin/candidates?q=${encodeURIComponent(name)}`)
  ).json()) as { _id: string }[];
  return found[0]?._id ?? '';
}

// On the order's shortlist, and yes from the consent email.
async function shortlistWithConsent(
  admin: APIRequestContext,
  browser: Browser,
  orderId: string,
  person: { name: string; email: string },
) {
  const added = await admin.post(`/api/admin/orders/${orderId}/shortlist`, {
    headers: await xsrfHeaders(admin),
    data: { candidateId: await candidateId(admin, person.name), pitch: 'Steady on nights.' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const entryId = ((await added.json()) as { _id: string })._id;
  const yes = await linkInEmail(person.email, /https?:\/\/\S+\/share-consent\?token=[\w%-]+/);
  const candidate = await browser.newContext();
  const answered = await candidate.request.post('/api/shortlist-consent/answer', {
    headers: await xsrfHeaders(candidate.request),
    data: { token: decodeURIComponent(/token=([\w%-]+)/.exec(yes)?.[1] ?? ''), answer: 'yes' },
  });
  expect(answered.status(), await answered.text()).toBe(200);
  await candidate.close();
  return entryId;
}

for (const width of [1280, 375]) {
  test(`a recruiter's day from Today: every kind of item handled, a candidate found with Ctrl-K, an interview moved and cancelled, at ${width} px`, async ({
    browser,
  }) => {
    const RUN = `${Date.now().toString(36)}w${width}`;
    const adminContext = await browser.newContext();
    const contactContext = await browser.newContext();
    const admin = adminContext.request;
    const order = await setUpClientOrder(admin, contactContext.request);
    const casey = { name: order.candidateName, email: order.candidateEmail };
    const recruiter = await makeRecruiter(admin, browser, RUN);

    // A second applicant whose resume holds a word nobody else's does.
    const resumeWord = `tanager${RUN}`;
    const harper = { name: `Harper Hire${RUN}`, email: `harper-${RUN}@example.com` };
    const jobs = (await (await admin.get(`/api/admin/orders/${order.orderId}`)).json()) as {
      job: { _id: string } | null;
    };
    const applicant = await browser.newContext();
    const applied = await applicant.request.post('/api/email/quick-apply', {
      headers: await xsrfHeaders(applicant.request),
      multipart: {
        firstName: 'Harper',
        lastName: `Hire${RUN}`,
        email: harper.email,
        jobId: jobs.job?._id ?? '',
        answers: JSON.stringify({ rn: 'yes' }),
        resume: {
          name: 'harper.pdf',
          mimeType: 'application/pdf',
          buffer: await resumePdf([harper.name, `Certified ${resumeWord} handler`, 'Chicago']),
        },
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    await applicant.close();

    // The recruiter owns the order; both applicants agree to be shared; the client asks to
    // interview Casey and to hire Harper.
    const owned = await admin.patch(`/api/admin/orders/${order.orderId}`, {
      headers: await xsrfHeaders(admin),
      data: { ownerId: recruiter.id },
    });
    expect(owned.status(), await owned.text()).toBe(200);
    const caseyEntry = await shortlistWithConsent(admin, browser, order.orderId, casey);
    const harperEntry = await shortlistWithConsent(admin, browser, order.orderId, harper);
    const contact = contactContext.request;
    for (const [entryId, decision] of [
      [caseyEntry, { decision: 'interview', times: 'Tuesday evenings' }],
      [harperEntry, { decision: 'hire' }],
    ] as const) {
      const answered = await contact.post(
        `/api/client/orders/${order.orderId}/candidates/${entryId}/decision`,
        { headers: await xsrfHeaders(contact), data: decision },
      );
      expect(answered.status(), await answered.text()).toBe(200);
    }

    // An order from the public form nobody owns yet.
    const unowned = `Forklift Lead ${RUN}`;
    const sent = await admin.post('/api/job-orders', {
      headers: await xsrfHeaders(admin),
      data: {
        position: unowned,
        industry: 'Business',
        headcount: 1,
        startDate: addDays(new Date().toISOString().slice(0, 10), 20),
        assignmentType: 'direct-hire',
        shift: 'day',
        city: 'Joliet',
        state: 'IL',
        zip: '60431',
        contactName: 'Lee Loader',
        company: `Dockside ${RUN}`,
        email: `lee-${RUN}@dockside-${RUN}.example`,
        phone: '(815) 555-0100',
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    // 1. The recruiter signs in and lands on Today.
    const context = await browser.newContext({
      timezoneId: READER_ZONE,
      viewport: { width, height: 900 },
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.sessionStorage.setItem('contact-popup-dismissed', 'true');
    });
    await logIn(page, recruiter.email, PASSWORD, /\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    // No public header or footer: the shell's own navigation.
    await expect(page.getByRole('link', { name: 'FIND A JOB' })).toHaveCount(0);
    const answers = page.getByRole('region', { name: /Client answers waiting/ });
    await expect(answers.getByRole('listitem')).toHaveCount(2);
    await look(page, 'today');

    // 2. The client's wish to interview Casey → schedule it on the order, next week's Tuesday.
    const tuesday = nextWeeksTuesday();
    await answers
      .getByRole('listitem')
      .filter({ hasText: 'wants to interview' })
      .getByRole('link', { name: casey.name })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /Night Nurse/ })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Orders' }),
    ).toBeVisible();
    const interviews = page.getByRole('region', { name: 'Interviews' });
    await interviews.getByRole('button', { name: `Schedule interview with ${casey.name}` }).click();
    const schedule = page
      .getByRole('dialog', { name: `Schedule an interview with ${casey.name}` })
      .getByRole('form');
    await schedule.getByLabel(/^Date/).fill(tuesday);
    await schedule.getByLabel(/^Time(?! zone)/).fill('18:30');
    await schedule.getByLabel(/Time zone/).selectOption(READER_ZONE);
    await schedule.getByLabel(/Video link/).fill('https://meet.example.com/night-nurse');
    await schedule.getByLabel(/Interviewer/).fill('Dr. Mae Jemison');
    await schedule.getByRole('button', { name: 'Schedule interview' }).click();
    await expect(
      interviews.getByText('Interview scheduled. The candidate and the client get an invitation.'),
    ).toBeVisible();
    let uid = '';
    await expect
      .poll(
        async () => {
          uid = (await calendarMailsTo(casey.email)).find((mail) => mail.sequence === 0)?.uid ?? '';
          return uid;
        },
        { timeout: 20_000, message: `the invitation to ${casey.email}` },
      )
      .not.toBe('');

    // 3. Back on Today the answer is handled; the wish to hire Harper → record the placement.
    await openSection(page, 'Today');
    await expect(answers.getByRole('listitem')).toHaveCount(1);
    await answers.getByRole('link', { name: harper.name }).click();
    const placements = page.getByRole('region', { name: 'Placements' });
    const record = placements.getByRole('form', { name: 'Record a placement' });
    const choice = record.getByRole('option', { name: new RegExp(harper.name) });
    await record
      .getByRole('combobox', { name: /Candidate/ })
      .selectOption((await choice.getAttribute('value')) ?? '');
    await record.getByLabel(/Start date/).fill(addDays(tuesday, 14));
    await record.getByRole('spinbutton', { name: /Pay rate/ }).fill('31.00');
    await record.getByRole('button', { name: 'Record placement' }).click();
    await expect(placements.getByText(`${harper.name} is placed.`)).toBeVisible();
    await openSection(page, 'Today');
    await expect(answers.getByText('Nothing waiting.')).toBeVisible();

    // 4. New applications to the recruiter's job → move Casey's on a stage.
    const fresh = page.getByRole('region', { name: /New applications/ });
    const group = fresh.getByRole('listitem').filter({ hasText: /Night Nurse/ });
    await expect(group).toContainText('2 new');
    await group.getByRole('link', { name: /Night Nurse/ }).click();
    await expect(page).toHaveURL(/\/admin\/applications\?jobId=/);
    const status = page.getByRole('combobox', { name: `Status of ${casey.name}’s application` });
    const before = await status.inputValue();
    const options = await status
      .locator('option')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
    const next = options[options.indexOf(before) + 1] ?? '';
    await status.selectOption(next);
    await expect(status).toHaveValue(next);
    await openSection(page, 'Today');
    // Opening the applications marked them seen.
    await expect(fresh.getByRole('listitem').filter({ hasText: /Night Nurse/ })).toHaveCount(0);

    // 5. The order nobody owns → take it.
    const orders = page.getByRole('region', { name: /Orders to take or fill/ });
    const item = orders.getByRole('listitem').filter({ hasText: unowned });
    await expect(item).toContainText('No owner');
    await item.getByRole('button', { name: `Take it: ${unowned}` }).click();
    await expect(item).toHaveCount(0);
    await look(page, 'today-handled');

    // 6. Ctrl-K finds Harper by the word in the resume, once the background reader has read it.
    await expect
      .poll(
        async () => {
          const answer = await page.request.get(
            `/api/admin/search?q=${encodeURIComponent(resumeWord)}`,
          );
          return JSON.stringify(await answer.json());
        },
        { timeout: 30_000, message: 'the resume read' },
      )
      .toContain(harper.name);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const box = dialog.getByRole('combobox', { name: /Search candidates, jobs, orders/ });
    await expect(box).toBeFocused();
    await page.keyboard.type(resumeWord, { delay: 20 });
    const candidates = dialog.getByRole('group', { name: 'Candidates' });
    await expect(candidates.getByRole('option', { name: new RegExp(harper.name) })).toBeVisible();
    await look(page, 'search');
    // The first result is the active one: Enter opens it.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: harper.name })).toBeVisible();

    // 7. Interviews → next week: move Casey's interview, then cancel it; both calendar
    //    updates reach the candidate and the client.
    await openSection(page, 'Interviews');
    await page
      .getByRole('navigation', { name: 'Days shown' })
      .getByRole('link', { name: 'Next week' })
      .click();
    const row = page.getByRole('listitem').filter({ hasText: casey.name });
    await expect(row).toContainText('6:30 PM');
    await look(page, 'interviews');
    await row.getByRole('button', { name: `Reschedule the interview with ${casey.name}` }).click();
    const move = page.getByRole('dialog', { name: `Move the interview with ${casey.name}` });
    await move.getByLabel(/^Time(?! zone)/).fill('09:00');
    await move.getByRole('button', { name: 'Move interview' }).click();
    await expect(move).toBeHidden();
    await expect(row).toContainText('9:00 AM');
    const people = [casey.email, order.contactEmail];
    await expectUpdate(people, uid, {
      method: 'REQUEST',
      sequence: 1,
      start: `${tuesday.replaceAll('-', '')}T090000`,
    });
    await row.getByRole('button', { name: `Cancel the interview with ${casey.name}` }).click();
    const cancel = page.getByRole('dialog', { name: `Cancel the interview with ${casey.name}?` });
    await cancel.getByLabel(/Reason/).fill('The client chose another candidate.');
    await cancel.getByRole('button', { name: 'Cancel interview' }).click();
    await expect(cancel).toBeHidden();
    await expect(row).toContainText('Cancelled');
    await expectUpdate(people, uid, { method: 'CANCEL', sequence: 2 });

    await context.close();
    await adminContext.close();
    await contactContext.close();
  });
}
