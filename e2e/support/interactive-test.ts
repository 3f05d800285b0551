import { test as base } from './site-test.ts';

// The public pages arrive server-rendered: until React has hydrated them, their buttons are
// plain HTML and a click does nothing. Every spec's `page.goto` therefore waits for the
// marker main.tsx sets once the app is interactive (pages without it, such as an API answer,
// go on after a short wait instead of failing). Its base test sends each worker to its own
// server (site-test.ts).
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const contentType = response?.headers()['content-type'] ?? '';
      if (contentType.includes('text/html')) {
        await page
          .locator('html[data-interactive]')
          .waitFor({ state: 'attached', timeout: 15_000 })
          .catch(() => undefined);
      }
      return response;
    };
    await use(page);
  },
});
