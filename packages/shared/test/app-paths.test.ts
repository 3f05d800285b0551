import { describe, expect, it } from 'vitest';
import { isAppPath, isSeekerAppPath } from '../src/app-paths.ts';

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

describe('isSeekerAppPath', () => {
  it.each(['/profile', '/profile/', '/profile/alerts', '/profile/security', '/share-consent'])(
    '%s is a job seeker’s page, in Spanish too',
    (path) => {
      expect(isSeekerAppPath(path)).toBe(true);
    },
  );

  it.each(['/admin', '/admin/orders', '/edit-job/42', '/client', '/client/orders/1', '/find-job'])(
    '%s has no Spanish version in the app',
    (path) => {
      expect(isSeekerAppPath(path)).toBe(false);
    },
  );
});
