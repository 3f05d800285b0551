import { describe, expect, it } from 'vitest';
import { isJobSearchActive, readJobSearch, writeJobSearch } from './job-search-params';

describe('job search URL', () => {
  it('reads q, industry, type and page, ignoring what is not valid', () => {
    expect(
      readJobSearch(new URLSearchParams('q=+nurse+&industry=Healthcare&type=Contract&page=3')),
    ).toEqual({
      q: 'nurse',
      industry: 'Healthcare',
      type: 'Contract',
      page: 3,
    });
    expect(readJobSearch(new URLSearchParams('industry=Space&type=Forever&page=-2'))).toEqual({
      q: '',
      industry: undefined,
      type: undefined,
      page: 1,
    });
    expect(readJobSearch(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('counts any keyword or filter as an active search, but not a page alone', () => {
    expect(isJobSearchActive(readJobSearch(new URLSearchParams('q=x')))).toBe(true);
    expect(isJobSearchActive(readJobSearch(new URLSearchParams('type=Contract')))).toBe(true);
    expect(isJobSearchActive(readJobSearch(new URLSearchParams('page=2')))).toBe(false);
  });

  it('writes only what differs from the defaults', () => {
    expect(writeJobSearch({ q: ' driver ', industry: 'Drivers', page: 1 }).toString()).toBe(
      'q=driver&industry=Drivers',
    );
    expect(writeJobSearch({ q: '', type: 'Part-Time', page: 2 }).toString()).toBe(
      'type=Part-Time&page=2',
    );
  });
});
