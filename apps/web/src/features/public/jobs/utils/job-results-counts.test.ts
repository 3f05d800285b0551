import { describe, expect, it } from 'vitest';
import { facetCountText, jobResultsPageHref, jobResultsSummary } from './job-results-counts';
import { findJobHref, readJobSearch } from './job-search-params';

const criteria = 'matching “nurse”';
const page = (overrides: Partial<Parameters<typeof jobResultsSummary>[0]>) => ({
  page: 1,
  pageSize: 12,
  onPage: 12,
  total: 30,
  totalIsLowerBound: false,
  ...overrides,
});

describe('jobResultsSummary', () => {
  it('says how many were found, and which of them are shown', () => {
    expect(jobResultsSummary(page({}), criteria)).toEqual({
      status: 'Showing 1–12 of 30 jobs found matching “nurse”.',
      pageCount: 3,
      totalKnown: true,
    });
    expect(jobResultsSummary(page({ page: 3, onPage: 6 }), criteria).status).toBe(
      'Showing 25–30 of 30 jobs found matching “nurse”.',
    );
    expect(jobResultsSummary(page({ onPage: 1, total: 1 }), criteria)).toEqual({
      status: '1 job found matching “nurse”.',
      pageCount: 1,
      totalKnown: true,
    });
    expect(jobResultsSummary(page({ onPage: 12, total: 12 }), criteria).status).toBe(
      '12 jobs found matching “nurse”.',
    );
    expect(jobResultsSummary(page({ onPage: 0, total: 0 }), criteria)).toEqual({
      status: 'No jobs found matching “nurse”.',
      pageCount: 1,
      totalKnown: true,
    });
  });

  it('writes a large or capped total as people read it, without Intl', () => {
    expect(
      jobResultsSummary(page({ total: 1000, totalIsLowerBound: true }), criteria),
    ).toMatchObject({
      status: 'Showing 1–12 of 1,000+ jobs found matching “nurse”.',
      pageCount: 84,
    });
  });

  it('says "many" while the total is counted, and offers the next page while this one is full', () => {
    expect(jobResultsSummary(page({ total: undefined }), criteria)).toEqual({
      status: 'Showing 1–12 of many jobs found matching “nurse”.',
      pageCount: 2,
      totalKnown: false,
    });
    expect(jobResultsSummary(page({ page: 4, onPage: 5, total: undefined }), criteria)).toEqual({
      status: 'Showing 37–41 of many jobs found matching “nurse”.',
      pageCount: 4,
      totalKnown: false,
    });
    // A first page that holds every match needs no count.
    expect(jobResultsSummary(page({ onPage: 7, total: undefined }), criteria)).toEqual({
      status: '7 jobs found matching “nurse”.',
      pageCount: 1,
      totalKnown: true,
    });
  });
});

describe('facetCountText', () => {
  it('groups thousands and marks a capped count', () => {
    expect(facetCountText({ count: 34, capped: false })).toBe('34');
    expect(facetCountText({ count: 1000, capped: true })).toBe('1,000+');
  });
});

describe('jobResultsPageHref', () => {
  it('writes a page as the search links write it', () => {
    for (const query of [
      'q=nurse',
      'q=night+nurse&industry=Healthcare&workplace=remote&workplace=hybrid&sort=relevance',
      'postedWithin=7&where=Chicago%2C+IL',
    ]) {
      const search = readJobSearch(new URLSearchParams(query));
      const first = findJobHref({ ...search, page: 1 });
      for (const number of [1, 2, 17]) {
        expect(jobResultsPageHref(first, number)).toBe(findJobHref({ ...search, page: number }));
      }
    }
  });
});
