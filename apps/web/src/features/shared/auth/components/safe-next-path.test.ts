import { describe, expect, it } from 'vitest';
import { pathAfterLogin, safeNextPath } from './safe-next-path';
import { testAdmin, testUser } from '@/testing/test-data';

describe('the return path after login', () => {
  it('keeps paths inside the site', () => {
    expect(safeNextPath('/find-job?q=nurse')).toBe('/find-job?q=nurse');
    expect(safeNextPath('/jobs/abc')).toBe('/jobs/abc');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of ['//evil.example', 'https://evil.example', '/\\evil.example', '', null]) {
      expect(safeNextPath(value)).toBeUndefined();
    }
  });

  it('goes back there, or to the spec landing pages without one', () => {
    expect(pathAfterLogin(testUser, '/find-job')).toBe('/find-job');
    expect(pathAfterLogin(testUser)).toBe('/find-job');
    expect(pathAfterLogin(testAdmin)).toBe('/admin');
  });
});
