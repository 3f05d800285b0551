import { describe, expect, it } from 'vitest';
import { isAppPath } from '../src/app-paths.ts';

describe('isAppPath', () => {
  it.each([
    '/profile',
    '/profile/',
    '/profile/applications',
    '/profile/saved-jobs',
    '/profile/alerts',
    '/profile/security',
    '/admin',
    '/admin/dashboard',
    '/admin/candidates/3f1c',
    '/edit-job/42',
  ])('%s belongs to the signed-in app', (path) => {
    expect(isAppPath(path)).toBe(true);
  });

  it.each([
    '/',
    '/find-job',
    '/login',
    '/profile/unknown',
    '/profiles',
    '/administrator',
    '/edit-job',
    '/jobs/1',
  ])('%s is a public document', (path) => {
    expect(isAppPath(path)).toBe(false);
  });
});
