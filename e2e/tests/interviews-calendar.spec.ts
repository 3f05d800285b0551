import { expect, type Locator, type Page } from '@playwright/test';
import { calendarMailsTo, expectUpdate } from '../support/calendar-mails.ts';
import { linkInEmail, setUpClientOrder } from '../support/client-portal-helpers.ts';
import { expectNoAxeViolations, xsrfHeaders } from '../support/e2e-helpers.ts';
import { test } from '../support/interactive-test.ts';

// The Interviews page: staff find an interview under its day (next week's Tuesday at 11:30 PM
// in Los Angeles, which is Wednesday in Chicago, where the recruiter sits, and in UTC), move
// it and cancel it there, and the candidate and the client contact get both calendar
// updates through the SMTP sink: METHOD:REQUEST with a higher SEQUENCE, then METHOD:CANCEL.
// axe at 375 and 1280 px; on the phone the interviews are cards and nothing scrolls sideways.

test.setTimeout(150_000);

const READER_ZONE = 'America/Chicago';
// Set to a folder to keep pictures of the page at both widths.
const SCREENSHOT_DIR = process.env.INTERVIEWS_CALENDAR_SCREENSHOTS;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function utc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function addDays(date: string, days: number): string {
  const next = utc(date);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

// Today in the recruiter's zone, and the page's heading for a day ("Tuesday, December 8").
function todayIn(zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
}

function dayHeading(date: string, today: string): string {
  const day = utc(date);
  const text = `${WEEKDAYS[day.getUTCDay()]}, ${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}`;
  return date.slice(0, 4) === today.slice(0, 4) ? text : `${text}, ${date.slice(0, 4)}`;
}

async function axeAndLook(page: Page, name: string, part?: Locator) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    // Cards on a phone: nothing wider than the screen.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width} px scrolls sideways`,
    ).toBeLessThanOrEqual(width);
    if (SCREENSHOT_DIR) {
      const file = `${SCREENSHOT_DIR}/${name}-${width}.png`;
      await (part && width === 375
        ? part.screenshot({ path: file })
        : page.screenshot({ path: file, fullPage: true }));
    }
  }
}

test('staff find an interview under its day, move it and cancel it there, and both calendar updates arrive', async ({
  browser,
}) => {
  const staffContext = await browser.newContext({
    timezoneId: READER_ZONE,
    viewport: { width: 1280, height: 900 },
  });
  const contactContext = await browser.newContext();
  const staff = staffContext.request;
  const { orderId, candidateEmail, candidateName, company, contactEmail } = await setUpClientOrder(
    staff,
    contactContext.request,
  );

  // The candidate is shortlisted and agrees to be shared; the admin owns the order.
  const session = (await (await staff.get('/api/auth/check-session')).json()) as { _id: string };
  await staff.patch(`/api/admin/orders/${orderId}`, {
    headers: await xsrfHeaders(staff),
    data: { ownerId: session._id },
  });
  const candidates = (await (
    await staff.get(`/api/admin/candidates?q=${encodeURIComponent(candidateName)}`)
  ).json()) as { _id: string }[];
  const added = await staff.post(`/api/admin/orders/${orderId}/shortlist`, {
    headers: await xsrfHeaders(staff),
    data: { candidateId: candidates[0]?._id ?? '', pitch: 'Nights on a cardiac ward.' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const entryId = ((await added.json()) as { _id: string })._id;
  const yes = await linkInEmail(candidateEmail, /https?:\/\/\S+\/share-consent\?token=[\w%-]+/);
  const candidateContext = await browser.newContext();
  const answered = await candidateContext.request.post('/api/shortlist-consent/answer', {
    headers: await xsrfHeaders(candidateContext.request),
    data: { token: decodeURIComponent(/token=([\w%-]+)/.exec(yes)?.[1] ?? ''), answer: 'yes' },
  });
  expect(answered.status(), await answered.text()).toBe(200);

  // Next week's Tuesday, 11:30 PM in Los Angeles.
  const today = todayIn(READER_ZONE);
  const weekday = utc(today).getUTCDay();
  const nextMonday = addDays(today, 7 - ((weekday + 6) % 7));
  const tuesday = addDays(nextMonday, 1);
  const scheduled = await staff.post(
    `/api/admin/orders/${orderId}/shortlist/${entryId}/interviews`,
    {
      headers: await xsrfHeaders(staff),
      data: {
        date: tuesday,
        time: '23:30',
        timeZone: 'America/Los_Angeles',
        durationMinutes: '45',
        location: 'Lakeside, 4th floor',
        interviewer: 'Dr. Mae Jemison',
      },
    },
  );
  expect(scheduled.status(), await scheduled.text()).toBe(201);
  const people = [candidateEmail, contactEmail];
  // The invitation (SEQUENCE 0) names the event both updates must move and cancel.
  let uid = '';
  await expect
    .poll(
      async () => {
        uid =
          (await calendarMailsTo(candidateEmail)).find((mail) => mail.sequence === 0)?.uid ?? '';
        return uid;
      },
      { timeout: 20_000, message: `the invitation to ${candidateEmail}` },
    )
    .not.toBe('');
  await expectUpdate(people, uid, { method: 'REQUEST', sequence: 0 });

  // The page: this week first, then next week, where the interview is on its Tuesday though
  // it is Wednesday on the recruiter's clock.
  const page = await staffContext.newPage();
  await page.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
  await page.goto('/admin/interviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Interviews' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'This week' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page
    .getByRole('navigation', { name: 'Days shown' })
    .getByRole('link', { name: 'Next week' })
    .click();
  await expect(page).toHaveURL(/\/admin\/interviews\?week=next$/);
  const day = page.getByRole('region', { name: dayHeading(tuesday, today) });
  const row = day.getByRole('listitem').filter({ hasText: candidateName });
  await expect(row).toContainText('11:30 PM');
  await expect(row).toContainText('Los Angeles time');
  await expect(row).toContainText(company);
  await expect(row).toContainText('In person: Lakeside, 4th floor');
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText(/your time/);
  await expect(
    page.getByRole('region', { name: dayHeading(addDays(tuesday, 1), today) }),
  ).toHaveCount(0);

  // The client filter keeps it; the links go to the candidate and the order.
  const filters = page.getByRole('search', { name: 'Filter interviews' });
  await filters.getByLabel(/Client/).selectOption({ label: company });
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/client=/);
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: /Night Nurse/ })).toHaveAttribute(
    'href',
    `/admin/orders/${orderId}`,
  );
  await axeAndLook(page, 'interviews-next-week', row);

  // Moved to 10:00 the same day: the calendars get METHOD:REQUEST with SEQUENCE 1.
  await row.getByRole('button', { name: `Reschedule the interview with ${candidateName}` }).click();
  const move = page.getByRole('dialog', { name: `Move the interview with ${candidateName}` });
  await move.getByLabel(/^Time(?! zone)/).fill('10:00');
  await axeAndLook(page, 'interviews-reschedule-dialog', move);
  await move.getByRole('button', { name: 'Move interview' }).click();
  await expect(move).toBeHidden();
  await expect(
    page.getByText('Interview moved. The candidate and the client get the new time.'),
  ).toBeVisible();
  await expect(row).toContainText('10:00 AM');
  await expectUpdate(people, uid, {
    method: 'REQUEST',
    sequence: 1,
    start: `${tuesday.replaceAll('-', '')}T100000`,
  });

  // Cancelled with a reason: METHOD:CANCEL with SEQUENCE 2; the row stays, cancelled.
  await row.getByRole('button', { name: `Cancel the interview with ${candidateName}` }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel the interview with ${candidateName}?` });
  await cancel.getByLabel(/Reason/).fill('The client filled the role.');
  await cancel.getByRole('button', { name: 'Cancel interview' }).click();
  await expect(cancel).toBeHidden();
  await expect(
    page.getByText('Interview cancelled. The candidate and the client are told.'),
  ).toBeVisible();
  await expect(row).toContainText('Cancelled');
  await expect(row).toContainText('Why cancelled: The client filled the role.');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expectUpdate(people, uid, { method: 'CANCEL', sequence: 2 });
  await axeAndLook(page, 'interviews-cancelled', row);

  // A day with nothing: its own empty state.
  await page.getByRole('link', { name: 'A date' }).click();
  const dateForm = page.getByRole('form', { name: 'Choose a date' });
  await dateForm.getByLabel('Date').fill(addDays(tuesday, 2));
  await dateForm.getByRole('button', { name: 'Show' }).click();
  await expect(
    page.getByText(`No interviews on ${dayHeading(addDays(tuesday, 2), today)} match the filters`),
  ).toBeVisible();
  await axeAndLook(page, 'interviews-empty-date');

  await staffContext.close();
  await contactContext.close();
  await candidateContext.close();
});
