import { test as base } from '@playwright/test';
import { e2eSettings } from './e2e-env.ts';

// Every worker talks to its own server (e2e-env.ts): pages, `request` and new contexts made
// with the `baseURL` fixture all go to the server of the worker running the spec.
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter's pattern; none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(e2eSettings().baseUrl);
  },
});
