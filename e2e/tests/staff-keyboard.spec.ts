import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { linkInEmail, setUpClientOrder } from '../support/client-portal-helpers.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts';
import { buildPdf, xsrfHeaders } from '../support/e2e-helpers.ts';
import { test } from '../support/interactive-test.ts';

// A recruiter's everyday work with the keyboard alone: post a job, move an application on,
// shortlist a candidate, schedule an interview, record a placement. No mouse anywhere: each
// page is opened by its address, entered through the skip link, and worked with Tab, typing,
// arrows, Space and Enter. Every Tab must land on something visible that shows it has focus.
// What is set up around a flow (orders, applicants, a candidate's consent) goes through the
// API, as the other specs do.

test.setTimeout(120_000);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
});

const RUN = Date.now().toString(36);

async function signInAsAdmin(request: APIRequestContext) {
  const signedIn = await request.post('/api/users/login', {
    headers: await xsrfHeaders(request),
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
}

// What has focus: shown in a failure message, and checked after every key press.
async function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) {
      return { name: 'nothing (the page itself)', visible: false, ring: false };
    }
    const label =
      element.getAttribute('aria-label') ??
      (element.id
        ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent
        : '') ??
      '';
    const name = `<${element.tagName.toLowerCase()}> ${(label || element.textContent || '').trim().slice(0, 60)}`;
    // On screen and not wholly under something else (a sticky bar, a panel): some point of it,
    // its middle or near a corner, inside the window, is itself.
    const box = element.getBoundingClientRect();
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 2, box.top + 2],
      [box.right - 2, box.top + 2],
      [box.left + 2, box.bottom - 2],
      [box.right - 2, box.bottom - 2],
    ].filter(([x = -1, y = -1]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight);
    const uncovered = points.some(([x = 0, y = 0]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === element || element.contains(hit));
    });
    const visible =
      box.width > 0 &&
      box.height > 0 &&
      uncovered &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const style = getComputedStyle(element);
    const outline =
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) > 0 &&
      style.outlineColor !== 'rgba(0, 0, 0, 0)';
    // A date or time box has a calendar or clock button of the browser's own inside it, which
    // Tab stops on: the box itself is then not :focus, and the browser rings the button.
    const ownButton =
      element instanceof HTMLInputElement &&
      ['date', 'time', 'datetime-local'].includes(element.type) &&
      !element.matches(':focus');
    const ring =
      ownButton || (element.matches(':focus-visible') && (outline || style.boxShadow !== 'none'));
    return { name, visible, ring };
  });
}

// Focus is on something the person can see, drawn with the focus ring.
async function expectVisibleFocus(page: Page) {
  await expect
    .poll(
      async () => {
        const state = await focusState(page);
        return state.visible && state.ring
          ? 'seen'
          : `${state.name}: visible ${state.visible}, ring ${state.ring}`;
      },
      { timeout: 2_000 },
    )
    .toBe('seen');
}

// After an action replaced what had focus: focus went somewhere the person can see (a
// message that takes focus shows no ring; it is not a stop of Tab).
async function expectFocusKept(page: Page) {
  await expect
    .poll(
      async () => {
        const state = await focusState(page);
        return state.visible ? 'kept' : `${state.name}: visible ${state.visible}`;
      },
      { timeout: 2_000 },
    )
    .toBe('kept');
}

// Tab until `target` has focus, each stop on the way visibly focused.
async function tabTo(page: Page, target: Locator, { max = 120 } = {}) {
  await expect(target).toBeAttached();
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    if (await target.evaluate((element) => element === document.activeElement)) return presses + 1;
  }
  throw new Error(`${max} presses of Tab never reached ${target.toString()}`);
}

// Opens the page and enters its main content through the skip link, past any navigation.
async function openAndSkipToMain(page: Page, url: string) {
  await page.goto(url);
  await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }), { max: 3 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

async function postJob(request: APIRequestContext, title: string, jobOrderId?: string) {
  const created = await request.post('/api/jobs/create-job', {
    headers: await xsrfHeaders(request),
    data: {
      title,
      location: 'Joliet, IL',
      salary: '$21/hr',
      type: 'Full-Time',
      schedule: 'Days',
      industry: 'Business',
      description: 'Pick and pack orders.',
      responsibilities: 'Picking',
      skills: 'Forklift',
      ...(jobOrderId ? { jobOrderId } : {}),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { _id: string })._id;
}

// An applicant, signed out (an application sent while signed in belongs to that account).
async function apply(browser: Browser, jobId: string, lastName: string, email: string) {
  const context = await browser.newContext();
  const applied = await context.request.post('/api/email/quick-apply', {
    headers: await xsrfHeaders(context.request),
    multipart: {
      firstName: 'Kim',
      lastName,
      email,
      jobId,
      resume: { name: 'kim.pdf', mimeType: 'application/pdf', buffer: buildPdf() },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  await context.close();
}

// A client order whose applicant is on the shortlist and said yes to being shared.
async function orderWithConsentingCandidate(page: Page, browser: Browser) {
  const contact = await browser.newContext();
  const setUp = await setUpClientOrder(page.request, contact.request);
  await contact.close();
  const found = await page.request.get(
    `/api/admin/candidates?q=${encodeURIComponent(setUp.candidateName.split(' ')[1] ?? '')}`,
  );
  const [candidate] = (await found.json()) as { _id: string }[];
  const added = await page.request.post(`/api/admin/orders/${setUp.orderId}/shortlist`, {
    headers: await xsrfHeaders(page.request),
    data: { candidateId: candidate?._id, pitch: 'Steady on nights.' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const yes = await linkInEmail(
    setUp.candidateEmail,
    /https?:\/\/\S+\/share-consent\?token=[\w%-]+&answer=yes/,
  );
  const token = decodeURIComponent(/token=([\w%-]+)/.exec(yes)?.[1] ?? '');
  const anonymous = await browser.newContext();
  const answered = await anonymous.request.post('/api/shortlist-consent/answer', {
    headers: await xsrfHeaders(anonymous.request),
    data: { token, answer: 'yes' },
  });
  expect(answered.status(), await answered.text()).toBe(200);
  await anonymous.close();
  return setUp;
}

// Every flow at a desktop's width; on a phone the two whose layout changes most (the long job
// form in one column, the scheduling dialog full width). The others' controls are the same
// elements in a narrower column, and a recruiter's day at 375 px (staff-workspace.spec.ts)
// moves an application and records a placement there too.
const PHONE_FLOWS = new Set(['a job is posted', 'an interview is scheduled']);

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.beforeEach(({ viewport: _viewport }, testInfo) => {
      const flow = testInfo.title.replace(/ with the keyboard alone$/, '');
      // Skipped on purpose at 375 px: shortlisting, moving an application and placing use the
      // same controls as at 1280 px in a narrower column; staff-workspace.spec.ts moves an
      // application and records a placement at 375 px, and staff-keyboard runs them at 1280.
      test.skip(
        width < 768 && !PHONE_FLOWS.has(flow),
        'at 375 px only the job form and the scheduling dialog, whose layouts change',
      );
    });

    test('a job is posted with the keyboard alone', async ({ page }) => {
      const title = `Keyboard Picker ${RUN}w${width}`;
      await signInAsAdmin(page.request);
      await openAndSkipToMain(page, '/admin/post-job');
      const main = page.getByRole('main');

      // Enter in an empty form sends it: the messages say what is missing, focus on the first.
      const jobTitle = main.getByLabel('Job title');
      await tabTo(page, jobTitle);
      await page.keyboard.press('Enter');
      await expect(main.getByText('Title is required')).toBeVisible();
      await expect(jobTitle).toBeFocused();
      await page.keyboard.type(title);
      await tabTo(page, main.getByLabel('Location'));
      await page.keyboard.type('Joliet, IL');
      // A closed select takes the first letters of an option.
      await tabTo(page, main.getByLabel('Industry'));
      await page.keyboard.type('Cons');
      await expect(main.getByLabel('Industry')).toHaveValue('Construction');
      await tabTo(page, main.getByLabel('Salary'));
      await page.keyboard.type('$22 per hour');
      await tabTo(page, main.getByLabel('Job type'));
      await page.keyboard.press('ArrowDown');
      await expect(main.getByLabel('Job type')).toHaveValue('Part-Time');
      // The schedule comes filled in; the whole of it is replaced.
      await tabTo(page, main.getByLabel('Schedule'));
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Days, 6:00am – 2:30pm');
      await tabTo(page, main.getByLabel('Description'));
      await page.keyboard.type('Pick and pack orders.');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Day shift.');
      await tabTo(page, main.getByLabel('Responsibilities'));
      await page.keyboard.type('Pick to the order sheet.');
      await tabTo(page, main.getByLabel('Skills'));
      await page.keyboard.type('A forklift licence.');
      await tabTo(page, main.getByRole('button', { name: 'Post Job' }));
      await page.keyboard.press('Enter');

      const done = main.getByRole('heading', { name: 'Job posted successfully!' });
      await expect(done).toBeFocused();
      await tabTo(page, main.getByRole('link', { name: title }));

      const jobs = (await (await page.request.get('/api/jobs/jobs?limit=5')).json()) as {
        overview: Record<string, string>;
        details: Record<string, string>;
      }[];
      const posted = jobs.find((job) => job.overview.title === title);
      expect(posted?.overview).toMatchObject({
        location: 'Joliet, IL',
        salary: '$22 per hour',
        industry: 'Construction',
        type: 'Part-Time',
        schedule: 'Days, 6:00am – 2:30pm',
      });
      expect(posted?.details).toMatchObject({
        description: 'Pick and pack orders.\nDay shift.',
        responsibilities: 'Pick to the order sheet.',
        skills: 'A forklift licence.',
      });
    });

    test('an application moves to the next stage with the keyboard alone', async ({
      page,
      browser,
    }) => {
      await signInAsAdmin(page.request);
      const jobId = await postJob(page.request, `Keyboard Packer ${RUN}w${width}`);
      const lastName = `Stage${RUN}w${width}`;
      await apply(browser, jobId, lastName, `kim-stage-${RUN}w${width}@example.com`);

      await openAndSkipToMain(page, `/admin/applications?jobId=${jobId}`);
      const status = page.getByRole('combobox', {
        name: `Status of Kim ${lastName}’s application`,
      });
      await expect(status).toHaveValue('new');
      await tabTo(page, status);
      await page.keyboard.press('ArrowDown');
      await expect(status).toHaveValue('reviewing');
      // Saved, and the person's place kept: the next move is one more key press.
      await expect(status).not.toHaveAttribute('aria-disabled');
      await expect(status).toBeFocused();
      await expectVisibleFocus(page);
      const saved = async () => {
        const list = (await (
          await page.request.get(`/api/admin/applications?jobId=${jobId}`)
        ).json()) as { status: string }[];
        return list[0]?.status;
      };
      await expect.poll(saved).toBe('reviewing');
      await page.keyboard.press('ArrowDown');
      await expect(status).toHaveValue('interview');
      await expect(status).not.toHaveAttribute('aria-disabled');
      await expect(status).toBeFocused();
      await expect.poll(saved).toBe('interview');
    });

    test('a candidate is added to a shortlist with the keyboard alone', async ({
      page,
      browser,
    }) => {
      const contact = await browser.newContext();
      const { orderId, candidateName } = await setUpClientOrder(page.request, contact.request);
      await contact.close();

      await openAndSkipToMain(page, `/admin/orders/${orderId}`);
      const shortlist = page.getByRole('region', { name: 'Shortlist' });
      const form = shortlist.getByRole('form', { name: 'Add a candidate' });
      await tabTo(page, form.getByRole('searchbox', { name: /Find a candidate/ }));
      await page.keyboard.type(candidateName.split(' ')[1] ?? candidateName);
      const pick = form.getByRole('radio', { name: new RegExp(candidateName) });
      await expect(pick).toBeVisible();
      await tabTo(page, pick);
      await page.keyboard.press('Space');
      await expect(pick).toBeChecked();
      await tabTo(page, form.getByRole('textbox', { name: /Pitch/ }));
      await page.keyboard.type('Five years on a cardiac ward.');
      await tabTo(page, form.getByRole('button', { name: 'Add to shortlist' }));
      await page.keyboard.press('Enter');

      await expect(form.getByText(`${candidateName} is on the shortlist`)).toBeVisible();
      await expect(shortlist.getByRole('link', { name: candidateName })).toBeVisible();
      await expectVisibleFocus(page);
    });

    test('an interview is scheduled with the keyboard alone', async ({ page, browser }) => {
      const { orderId, candidateName } = await orderWithConsentingCandidate(page, browser);

      await openAndSkipToMain(page, `/admin/orders/${orderId}`);
      const interviews = page.getByRole('region', { name: 'Interviews' });
      const opener = interviews.getByRole('button', {
        name: `Schedule interview with ${candidateName}`,
      });
      await tabTo(page, opener);
      await page.keyboard.press('Enter');

      const dialog = page.getByRole('dialog', {
        name: `Schedule an interview with ${candidateName}`,
      });
      await expect(dialog).toBeVisible();
      await expectVisibleFocus(page);
      // The page behind is out of reach: Shift+Tab from the dialog's first control stays inside.
      await page.keyboard.press('Shift+Tab');
      await expect
        .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
        .toBe(true);
      // Date and time typed into the browser's own fields, segment by segment.
      const date = dialog.getByLabel(/^Date/);
      await tabTo(page, date);
      await page.keyboard.type('01052027');
      await expect(date).toHaveValue('2027-01-05');
      const time = dialog.getByLabel(/^Time(?! zone)/);
      await tabTo(page, time);
      await page.keyboard.type('1030A');
      await expect(time).toHaveValue('10:30');
      const zone = dialog.getByLabel(/Time zone/);
      await tabTo(page, zone);
      await page.keyboard.type('Central (');
      await expect(zone).toHaveValue('America/Chicago');
      await tabTo(page, dialog.getByLabel(/^Place/));
      await page.keyboard.type('200 E Randolph St, Chicago');
      await tabTo(page, dialog.getByLabel(/Interviewer/));
      await page.keyboard.type('Dr. Mae Jemison');
      await tabTo(page, dialog.getByRole('button', { name: 'Schedule interview' }));
      await page.keyboard.press('Enter');

      await expect(dialog).toBeHidden();
      await expect(
        interviews.getByText(
          'Interview scheduled. The candidate and the client get an invitation.',
        ),
      ).toBeVisible();
      await expect(interviews.getByRole('list', { name: 'Interviews' })).toContainText(
        'Tue, Jan 5, 2027, 10:30 AM Chicago time',
      );
      // Back where the person started.
      await expect(opener).toBeFocused();
      await expectVisibleFocus(page);
    });

    test('a placement is recorded with the keyboard alone', async ({ page, browser }) => {
      const { orderId, candidateName } = await orderWithConsentingCandidate(page, browser);

      await openAndSkipToMain(page, `/admin/orders/${orderId}`);
      const placements = page.getByRole('region', { name: 'Placements' });
      const record = placements.getByRole('form', { name: 'Record a placement' });
      const candidate = record.getByRole('combobox', { name: /Candidate/ });
      await expect(
        candidate.getByRole('option', { name: new RegExp(candidateName) }),
      ).toBeAttached();
      await tabTo(page, candidate);
      await page.keyboard.press('ArrowDown');
      await expect(candidate.locator('option:checked')).toHaveText(new RegExp(candidateName));
      const start = record.getByLabel(/Start date/);
      await tabTo(page, start);
      await page.keyboard.type('01112027');
      await expect(start).toHaveValue('2027-01-11');
      await tabTo(page, record.getByRole('spinbutton', { name: /Pay rate/ }));
      await page.keyboard.type('23.50');
      await tabTo(page, record.getByRole('spinbutton', { name: /Bill rate/ }));
      await page.keyboard.type('31');
      await tabTo(page, record.getByRole('button', { name: 'Record placement' }));
      await page.keyboard.press('Enter');

      await expect(placements.getByText(`${candidateName} is placed.`)).toBeVisible();
      await expect(placements.getByRole('list', { name: 'Placements' })).toContainText(
        `${candidateName} · starts 2027-01-11 · pay $23.50 · bill $31.00`,
      );
      // The form is gone with the last candidate to place: the message has the focus.
      await expect(placements.getByText(`${candidateName} is placed.`)).toBeFocused();
      await expectFocusKept(page);
    });
  });
}
