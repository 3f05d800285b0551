import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/interactive-test.ts';

// The longest spec file, and every test reads only what the demo data holds: its tests are
// shared out among the workers instead of waiting for one.
test.describe.configure({ mode: 'parallel' });

// The public marketing site: home, employer pages, industries, about, the footer and the
// contact popup, in a real browser against the production build. The axe scans also cover
// every other public page, so the whole shop window is checked at phone and desktop widths.

const POPUP_DISMISSED_KEY = 'contact-popup-dismissed';
const POPUP_NAME = 'Hiring or looking for work?';
const PHONE_HOURS = '9AM–5PM Central Time';

const TALENT_PAGES = [
  { slug: 'construction', title: 'Construction Staffing' },
  { slug: 'healthcare', title: 'Healthcare Staffing' },
  { slug: 'it-tech', title: 'IT and Tech Staffing' },
  { slug: 'business', title: 'Business Staffing' },
  { slug: 'drivers', title: 'Drivers Staffing' },
];

// Keeps the popup away from tests that are not about it (it would cover the page bottom).
async function dismissPopupForVisit(page: Page) {
  await page.addInitScript((key) => {
    window.sessionStorage.setItem(key, 'true');
  }, POPUP_DISMISSED_KEY);
}

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toBeVisible();
}

function visibleSlides(page: Page) {
  return page.locator('[aria-roledescription="slide"]:not([inert])');
}

test.describe('pages render their key content', () => {
  test.beforeEach(async ({ page }) => {
    await dismissPopupForVisit(page);
  });

  test('home: hero, calls to action, benefits, carousel and contact prompts', async ({ page }) => {
    await openPage(page, '/');
    const main = page.getByRole('main');

    await expect(page).toHaveTitle(/Jobs and Staffing/);
    await expect(page.locator('meta[name="description"]').last()).toHaveAttribute(
      'content',
      /over 200 million/,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Connecting great people with great employers' }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Find a Job' })).toHaveAttribute(
      'href',
      '/find-job',
    );
    await expect(main.getByRole('link', { name: 'Find Talent' })).toHaveAttribute(
      'href',
      '/find-talent',
    );
    await expect(main.getByText(/candidate database of over 200 million/).first()).toBeVisible();
    for (const industry of ['healthcare', 'construction', 'IT and tech', 'driving']) {
      await expect(main.getByText(new RegExp(industry)).first()).toBeVisible();
    }
    await expect(main.getByText(/business and executive/).first()).toBeVisible();

    const carousel = page.getByRole('region', { name: 'Industries we staff' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(4);
    for (const label of ['Healthcare', 'Construction', 'IT and Tech', 'Drivers']) {
      await expect(carousel.locator(`[aria-label^="${label},"]`)).toHaveCount(1);
    }

    await expect(main.getByRole('link', { name: /^Contact Us/ }).first()).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await expect(
      page.getByRole('heading', { level: 2, name: /next job|great people/ }),
    ).toBeVisible();
  });

  test('find talent: industry cards and employer text', async ({ page }) => {
    await openPage(page, '/find-talent');
    await expect(page).toHaveTitle(/^Find Talent/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find Talent' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why employers work with us' })).toBeVisible();
    for (const { slug } of TALENT_PAGES) {
      await expect(page.locator(`main a[href="/find-talent/${slug}"]`)).toHaveCount(1);
    }
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Contact Us' }).first(),
    ).toHaveAttribute('href', '/contact-us');
  });

  for (const { slug, title } of TALENT_PAGES) {
    test(`employer page /find-talent/${slug}`, async ({ page }) => {
      await openPage(page, `/find-talent/${slug}`);
      await expect(page).toHaveTitle(new RegExp(`^${title}`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Roles we fill' })).toBeVisible();
      const contact = page.getByRole('main').getByRole('link', { name: 'Contact Us' });
      await expect(contact.first()).toHaveAttribute('href', '/contact-us');
      await contact.first().click();
      await expect(page).toHaveURL(/\/contact-us$/);
    });
  }

  test('industries: four industry cards', async ({ page }) => {
    await openPage(page, '/industries');
    await expect(page).toHaveTitle(/^Industries/);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(4);
    for (const label of ['Healthcare', 'Construction', 'IT and Tech', 'Drivers']) {
      await expect(page.getByRole('heading', { level: 3, name: label })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Find jobs in Healthcare' })).toHaveAttribute(
      'href',
      '/find-job/healthcare',
    );
    await expect(page.getByRole('link', { name: 'Hire talent in Drivers' })).toHaveAttribute(
      'href',
      '/find-talent/drivers',
    );
  });

  test('about us: company text', async ({ page }) => {
    await openPage(page, '/about-us');
    await expect(page).toHaveTitle(/^About Us/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Putting people to work' })).toBeVisible();
    await expect(page.getByText(/is a staffing agency/)).toBeVisible();
  });

  test('every page has its own title and description, one h1 and the landmarks', async ({
    page,
  }) => {
    const seen = new Map<string, string>();
    for (const path of [
      '/',
      '/find-talent',
      '/find-talent/construction',
      '/find-talent/drivers',
      '/industries',
      '/about-us',
    ]) {
      await openPage(page, path);
      const title = await page.title();
      const description = await page
        .locator('meta[name="description"]')
        .last()
        .getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(40);
      expect(seen.has(title), `${path} repeats the title of ${seen.get(title)}`).toBe(false);
      seen.set(title, path);
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
    }
  });

  test('the footer has the contact link, phone, address, hours and Careers', async ({ page }) => {
    await openPage(page, '/about-us');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(footer.getByText(PHONE_HOURS)).toBeVisible();
    await expect(footer.locator('address')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
  });
});

test.describe('carousel and headline', () => {
  test.beforeEach(async ({ page }) => {
    await dismissPopupForVisit(page);
  });

  test('three slides on a wide screen; one slide and the menu toggle at 480 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, '/');
    await expect(visibleSlides(page)).toHaveCount(3);
    await expect(page.getByText('Menu', { exact: true })).toBeHidden();

    await page.setViewportSize({ width: 480, height: 900 });
    await expect(visibleSlides(page)).toHaveCount(1);
    await expect(page.getByText('Menu', { exact: true })).toBeVisible();
    // The one slide fills the content column and the next one is off screen.
    const box = await visibleSlides(page).first().boundingBox();
    expect(box?.width).toBeGreaterThan(400);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(480);

    await page.setViewportSize({ width: 768, height: 900 });
    await expect(visibleSlides(page)).toHaveCount(1);
  });

  test('previous, next and pause work from the keyboard with a visible focus ring', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openPage(page, '/');
    const carousel = page.getByRole('region', { name: 'Industries we staff' });
    const pause = carousel.getByRole('button', { name: 'Pause slide show' });

    // Tab from the page start until the pause button has the focus.
    await page.locator('body').focus();
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      if (await pause.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(pause).toBeFocused();
    const outline = await pause.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).toBe('solid');

    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: 'Play slide show' })).toBeFocused();

    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(visibleSlides(page)).toHaveAttribute('aria-label', 'Construction, 2 of 4');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(visibleSlides(page)).toHaveAttribute('aria-label', 'Healthcare, 1 of 4');
  });

  test('a swipe moves to the next slide', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Pause slide show' }).click();
    const slide = visibleSlides(page).first();
    await slide.scrollIntoViewIfNeeded();
    const box = await slide.boundingBox();
    if (!box) throw new Error('no slide box');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width - 30, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 30, y, { steps: 5 });
    await page.mouse.up();
    await expect(visibleSlides(page)).toHaveAttribute('aria-label', 'Construction, 2 of 4');
    // The swipe ended over a link; it must not have been followed.
    await expect(page).toHaveURL(/\/$/);
  });

  test('autoplay moves the carousel and the headline every 6 s', async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 375, height: 800 });
    await openPage(page, '/');
    await expect(visibleSlides(page)).toHaveAttribute('aria-label', 'Healthcare, 1 of 4');
    const headline = page.locator('#home-contact');
    await expect(headline).toHaveAccessibleName(/next job/);

    await page.clock.runFor(6000);
    await expect(visibleSlides(page)).toHaveAttribute('aria-label', 'Construction, 2 of 4');
    await expect(headline).toHaveAccessibleName(/great people/);

    await page.getByRole('button', { name: 'Pause changing headline' }).click();
    await page.clock.runFor(12_000);
    await expect(headline).toHaveAccessibleName(/great people/);
    await expect(headline).toHaveAttribute('aria-live', 'polite');
  });

  test('nothing moves under prefers-reduced-motion: reduce', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openPage(page, '/');
    await expect(page.getByRole('button', { name: 'Play slide show' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play changing headline' })).toBeVisible();
    const first = await visibleSlides(page).first().getAttribute('aria-label');

    await page.clock.runFor(20_000);
    await expect(visibleSlides(page).first()).toHaveAttribute('aria-label', first ?? '');
    await expect(page.locator('#home-contact')).toHaveAccessibleName(/next job/);
  });
});

test.describe('contact popup', () => {
  test('slides up after 6 s without taking the focus, closes with Esc and stays closed', async ({
    page,
  }) => {
    await page.clock.install();
    await openPage(page, '/about-us');
    const popup = page.getByRole('dialog', { name: POPUP_NAME });

    // Real time also passes while the page loads, so the first check keeps a margin.
    await page.clock.runFor(4000);
    await expect(popup).toHaveCount(0);
    await page.clock.runFor(2000);
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: 'Get in Touch!' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');

    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);

    await page.reload();
    await expect(page.locator('h1')).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(popup).toHaveCount(0);
    await page.goto('/industries');
    await page.clock.runFor(10_000);
    await expect(popup).toHaveCount(0);
  });

  test('the close button closes it; "Get in Touch!" opens the contact page', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await openPage(page, '/');
    const popup = page.getByRole('dialog', { name: POPUP_NAME });
    await page.clock.runFor(6000);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toHaveCount(0);

    const second = await context.newPage();
    await second.clock.install();
    await second.goto('/');
    // sessionStorage is per tab: a new tab is a new visit.
    await second.clock.runFor(6000);
    const secondPopup = second.getByRole('dialog', { name: POPUP_NAME });
    await secondPopup.getByRole('link', { name: 'Get in Touch!' }).click();
    await expect(second).toHaveURL(/\/contact-us$/);
    await expect(secondPopup).toHaveCount(0);
  });

  test('waits while a form field has the focus and never shows on /contact-us', async ({
    page,
  }) => {
    await page.clock.install();
    await openPage(page, '/contact-us');
    await page.clock.runFor(8000);
    await expect(page.getByRole('dialog', { name: POPUP_NAME })).toHaveCount(0);

    await page.goto('/');
    await expect(page.locator('h1')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('searchbox', { name: 'Search jobs' }).focus();
    await page.clock.runFor(8000);
    await expect(page.getByRole('dialog', { name: POPUP_NAME })).toHaveCount(0);
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(2000);
    await expect(page.getByRole('dialog', { name: POPUP_NAME })).toBeVisible();
  });
});

async function firstJobPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/jobs/jobs?limit=1');
  const jobs = (await response.json()) as { _id: string }[];
  const job = jobs[0];
  if (!job) throw new Error('the seeded database has no jobs');
  return `/jobs/${job._id}`;
}

const AXE_PAGES = [
  '/',
  '/find-job',
  '/find-job/healthcare',
  '/find-talent',
  '/find-talent/construction',
  '/industries',
  '/about-us',
  '/contact-us',
  '/careers',
  '/sales-rep',
  '/project-manager-internship',
  '/sign-up',
  '/login',
  '/forgot-password',
  'job-detail',
  '/no-such-page',
];

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

test.describe('accessibility (axe)', () => {
  for (const width of [375, 1280]) {
    for (const target of AXE_PAGES) {
      test(`${target} at ${width} px has no axe violations`, async ({ page }) => {
        await dismissPopupForVisit(page);
        await page.setViewportSize({ width, height: 900 });
        const path = target === 'job-detail' ? await firstJobPath(page) : target;
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page);
      });
    }

    test(`the open contact popup at ${width} px has no axe violations`, async ({ page }) => {
      await page.clock.install();
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, '/');
      await page.clock.runFor(6000);
      await expect(page.getByRole('dialog', { name: POPUP_NAME })).toBeVisible();
      // Let the slide-up animation finish before colours are measured.
      await page.clock.runFor(1000);
      await expectNoAxeViolations(page);
    });
  }
});
