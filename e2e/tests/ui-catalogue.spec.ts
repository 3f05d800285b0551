import { expect, test } from '@playwright/test';

// The living catalogue of the UI primitives (/dev/ui, development builds only), photographed
// at phone and desktop width: a change to a primitive's spacing, colour or type shows up here
// as a difference from the committed baselines. After an intended change, look at the new
// pictures and update them with `npm run test:e2e -- tests/ui-catalogue.spec.ts
// --update-snapshots`.
const WIDTHS = [375, 1280] as const;

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.beforeEach(async ({ page }) => {
      await page.goto('/dev/ui');
      await expect(page.getByRole('heading', { level: 2, name: 'UI primitives' })).toBeVisible();
    });

    test('every primitive in its states', async ({ page }) => {
      await expect(page).toHaveScreenshot(`catalogue-${width}.png`, { fullPage: true });
    });

    test('a dialog and a confirmation', async ({ page }) => {
      await page.getByRole('button', { name: 'Open dialog' }).click();
      const dialog = page.getByRole('dialog', { name: 'Apply for Night Nurse' });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveScreenshot(`dialog-${width}.png`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open dialog' })).toBeFocused();

      await page.getByRole('button', { name: 'Open confirmation' }).click();
      const confirm = page.getByRole('dialog', { name: /delete this job/ });
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expect(page).toHaveScreenshot(`confirm-${width}.png`);
    });

    test('a drawer from the side', async ({ page }) => {
      await page.getByRole('button', { name: 'Open drawer' }).click();
      const drawer = page.getByRole('dialog', { name: 'Filter jobs' });
      await expect(drawer).toBeVisible();
      await expect(page).toHaveScreenshot(`drawer-${width}.png`);
      await drawer.getByRole('button', { name: 'Close' }).click();
      await expect(drawer).toBeHidden();
    });
  });
}
