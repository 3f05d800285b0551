import { describe, expect, it } from 'vitest';
import {
  candidateListParams,
  countFilters,
  EMPTY_CANDIDATE_SEARCH,
  readCandidateSearch,
  writeCandidateSearch,
} from './candidate-search-params';

const read = (query: string) => readCandidateSearch(new URLSearchParams(query));

describe('readCandidateSearch', () => {
  it('reads every part of a search', () => {
    expect(
      read(
        'q=+forklift+&industry=Drivers&where=Chicago,+IL&status=interview&activeWithin=30&readable=true&tag=Night+Shift&sort=activity&page=3',
      ),
    ).toEqual({
      q: 'forklift',
      industry: 'Drivers',
      where: 'Chicago, IL',
      status: 'interview',
      activeWithin: 30,
      readableOnly: true,
      tag: 'night shift',
      sort: 'activity',
      page: 3,
    });
  });

  it('reads an empty URL as no search, newest activity first', () => {
    expect(read('')).toEqual(EMPTY_CANDIDATE_SEARCH);
  });

  it('sorts a keyword search by relevance unless asked otherwise', () => {
    expect(read('q=nurse').sort).toBe('relevance');
    expect(read('q=nurse&sort=activity').sort).toBe('activity');
    // Without keywords there is nothing to be relevant to.
    expect(read('sort=relevance').sort).toBe('activity');
  });

  it('drops what it cannot read instead of failing', () => {
    expect(
      read(
        'industry=Cooking&status=lost&activeWithin=-4&readable=yes&tag=%3Cscript%3E&sort=name&page=0',
      ),
    ).toEqual(EMPTY_CANDIDATE_SEARCH);
    expect(read('activeWithin=2.5&page=abc')).toEqual(EMPTY_CANDIDATE_SEARCH);
    expect(read('activeWithin=9999').activeWithin).toBeUndefined();
    expect(read(`q=${'a'.repeat(300)}`).q).toHaveLength(200);
  });
});

describe('writeCandidateSearch', () => {
  it('writes only what differs from the default, in a fixed order', () => {
    expect(writeCandidateSearch(EMPTY_CANDIDATE_SEARCH).toString()).toBe('');
    expect(
      writeCandidateSearch({
        ...EMPTY_CANDIDATE_SEARCH,
        page: 2,
        tag: 'forklift',
        readableOnly: true,
        activeWithin: 90,
        status: 'new',
        where: ' IL ',
        industry: 'Healthcare',
        q: 'nurse',
        sort: 'activity',
      }).toString(),
    ).toBe(
      'q=nurse&industry=Healthcare&where=IL&status=new&activeWithin=90&readable=true&tag=forklift&sort=activity&page=2',
    );
    // Relevance is the default of a keyword search.
    expect(
      writeCandidateSearch({ ...EMPTY_CANDIDATE_SEARCH, q: 'nurse', sort: 'relevance' }).toString(),
    ).toBe('q=nurse');
  });

  it('round-trips through the URL', () => {
    const query = 'q=night+shift&where=TX&readable=true&tag=forklift&sort=activity&page=4';
    expect(writeCandidateSearch(read(query)).toString()).toBe(query);
  });
});

describe('candidateListParams', () => {
  it('asks the API with the sort, page and page size spelled out', () => {
    expect(candidateListParams(read('q=nurse&page=2')).toString()).toBe(
      'q=nurse&sort=relevance&page=2&limit=25',
    );
    expect(candidateListParams(read('tag=forklift')).toString()).toBe(
      'tag=forklift&sort=activity&page=1&limit=25',
    );
  });
});

describe('countFilters', () => {
  it('counts the filters beside the search words', () => {
    expect(countFilters(read('q=nurse&sort=activity&page=2'))).toBe(0);
    expect(countFilters(read('industry=Drivers&readable=true&tag=forklift'))).toBe(3);
  });
});
