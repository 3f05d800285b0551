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
      workplace: [],
      where: '',
      minAnnualPay: undefined,
      postedWithin: undefined,
      sort: 'newest',
      page: 3,
    });
    expect(readJobSearch(new URLSearchParams('industry=Space&type=Forever&page=-2'))).toEqual({
      q: '',
      industry: undefined,
      type: undefined,
      workplace: [],
      where: '',
      minAnnualPay: undefined,
      postedWithin: undefined,
      sort: 'newest',
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

  it('reads and writes the filters the same way, so a shared link restores the search', () => {
    const link =
      'q=nurse&workplace=remote&workplace=hybrid&where=Chicago&minAnnualPay=60000&postedWithin=7&sort=relevance';
    const search = readJobSearch(new URLSearchParams(link));
    expect(search).toMatchObject({
      workplace: ['hybrid', 'remote'],
      where: 'Chicago',
      minAnnualPay: 60_000,
      postedWithin: 7,
      sort: 'relevance',
    });
    expect(isJobSearchActive(readJobSearch(new URLSearchParams('workplace=remote')))).toBe(true);
    expect(readJobSearch(writeJobSearch(search))).toEqual(search);
    expect(
      readJobSearch(new URLSearchParams('workplace=moon&postedWithin=3&minAnnualPay=-1&sort=x')),
    ).toMatchObject({
      workplace: [],
      postedWithin: undefined,
      minAnnualPay: undefined,
      sort: 'newest',
    });
    // Relevance without a keyword is not written: it would mean nothing.
    expect(writeJobSearch({ sort: 'relevance', workplace: ['remote'] }).toString()).toBe(
      'workplace=remote',
    );
  });
});
