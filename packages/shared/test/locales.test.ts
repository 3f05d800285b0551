import { describe, expect, it } from 'vitest';
import { localeOfPath, localizedPath, pathWithoutLocale } from '../src/i18n/locales.ts';

describe('the language of a path', () => {
  it.each([
    ['/', 'en'],
    ['/find-job', 'en'],
    ['/es', 'es'],
    ['/es/', 'es'],
    ['/es/find-job/healthcare', 'es'],
    ['/estimates', 'en'],
    ['/jobs/es', 'en'],
  ] as const)('%s is %s', (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });

  it('strips the prefix to the English path', () => {
    expect(pathWithoutLocale('/es')).toBe('/');
    expect(pathWithoutLocale('/es/jobs/1')).toBe('/jobs/1');
    expect(pathWithoutLocale('/about-us')).toBe('/about-us');
  });
});

describe('the same page in a language', () => {
  it.each([
    ['/', 'es', '/es'],
    ['/find-job?q=almacén&page=2', 'es', '/es/find-job?q=almacén&page=2'],
    ['/es/find-job?q=x', 'en', '/find-job?q=x'],
    ['/es', 'en', '/'],
    ['/es?x=1', 'en', '/?x=1'],
    ['/?x=1', 'es', '/es?x=1'],
    ['/es/jobs/1#apply', 'es', '/es/jobs/1#apply'],
    ['/jobs/1#apply', 'es', '/es/jobs/1#apply'],
    ['https://example.com/a', 'es', 'https://example.com/a'],
    ['//example.com/a', 'es', '//example.com/a'],
    ['#main', 'es', '#main'],
    ['?page=2', 'es', '?page=2'],
  ] as const)('%s in %s is %s', (path, locale, expected) => {
    expect(localizedPath(path, locale)).toBe(expected);
  });
});
