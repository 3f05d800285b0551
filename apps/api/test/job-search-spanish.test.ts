import { describe, expect, it } from 'vitest';
import type { JobFacets } from '@staffing/shared/job-schemas';
import { fts5Keywords, keywordQuery, tsqueryKeywords } from '../src/modules/jobs/job-keywords.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { seed, titles } from './helpers/job-search.ts';

// A job seeker on the Spanish pages types Spanish (lang=es): the glossary's English for their
// words is what the English ads are searched for, on SQLite's and PostgreSQL's indexes alike,
// with counts, facets and relevance as for an English search.
describe('job search in Spanish', () => {
  const t = useTestApp();
  const client = () => new TestClient(t.app);
  const list = (query: string) => client().get(`/api/jobs/jobs?${query}`);

  const JOBS = [
    { title: 'Warehouse Associate', industry: 'Drivers' as const, description: 'Pick and pack.' },
    {
      title: 'Registered Nurse',
      industry: 'Healthcare' as const,
      description: 'Care for patients.',
    },
    {
      title: 'CDL Truck Driver',
      industry: 'Drivers' as const,
      description: 'Regional routes from Phoenix.',
      location: 'Phoenix, AZ',
    },
    {
      title: 'Commercial Cleaning Technician',
      industry: 'Business' as const,
      description: 'Janitorial work in offices.',
    },
    { title: 'Delivery Driver', industry: 'Drivers' as const, description: 'Local deliveries.' },
  ];

  it('finds warehouse, nurse, truck driver and cleaning jobs by their Spanish words, accents optional', async () => {
    await seed(t, JOBS);
    const found = async (q: string) =>
      titles(await list(`q=${encodeURIComponent(q)}&lang=es`)).sort();
    expect(await found('almacén')).toEqual(['Warehouse Associate']);
    expect(await found('ALMACEN')).toEqual(['Warehouse Associate']);
    expect(await found('enfermera')).toEqual(['Registered Nurse']);
    expect(await found('conductor de camión')).toEqual(['CDL Truck Driver']);
    expect(await found('limpieza')).toEqual(['Commercial Cleaning Technician']);
    // A word the glossary does not know is searched as typed, a place for one.
    expect(await found('conductor phoenix')).toEqual(['CDL Truck Driver']);
    expect(await found('conductor')).toEqual(['CDL Truck Driver', 'Delivery Driver']);
    // Nothing in Spanish matches: no jobs, and an English word on a Spanish page still works.
    expect(await found('panadero')).toEqual([]);
    expect(await found('nurse')).toEqual(['Registered Nurse']);
    // The same words without lang are searched as typed (English): no ad says "almacén".
    expect(titles(await list('q=almac%C3%A9n'))).toEqual([]);
  });

  it('counts, facets and ranks a Spanish search like an English one', async () => {
    // The suite's database holds every test's jobs: the matches are counted from the list.
    await seed(t, JOBS);
    const matches = titles(await list('q=conductor&lang=es&limit=100'));
    expect(matches.length).toBeGreaterThanOrEqual(2);
    expect(matches.every((title) => title.includes('Driver'))).toBe(true);
    const answer = await list('q=conductor&lang=es&limit=1');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-total-count']).toBe(String(matches.length));
    const facets = await client().get('/api/jobs/facets?q=conductor&lang=es');
    expect(facets.statusCode).toBe(200);
    const counts = facets.json<JobFacets>();
    expect(counts.industry.Drivers.count).toBe(matches.length);
    expect(counts.industry.Healthcare.count).toBe(0);
    const ranked = await list('q=conductor%20de%20cami%C3%B3n&lang=es&sort=relevance');
    expect(ranked.statusCode).toBe(200);
    expect(new Set(titles(ranked))).toEqual(new Set(['CDL Truck Driver']));
    // The industry filter narrows it as usual.
    expect(titles(await list('q=conductor&lang=es&industry=Healthcare'))).toEqual([]);
  });

  it('refuses a language it does not speak', async () => {
    const answer = await list('q=nurse&lang=fr');
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ fieldErrors: Record<string, string> }>().fieldErrors.lang).toBe(
      'lang must be en or es',
    );
  });
});

describe('keyword queries', () => {
  it('writes an English search as before: each word, and the words it starts', () => {
    const keywords = keywordQuery({ q: 'Night nurse, ICU' });
    expect(fts5Keywords(keywords, { exact: false })).toBe('"night"* "nurse"* "icu"*');
    expect(fts5Keywords(keywords, { exact: true })).toBe('"night" "nurse" "icu"');
    expect(tsqueryKeywords(keywords)).toBe('night:* & nurse:* & icu:*');
  });

  it('writes a Spanish one as groups of English alternatives, the unknown words as typed', () => {
    const keywords = keywordQuery({ q: 'conductor de camión en Phoenix', lang: 'es' });
    expect(tsqueryKeywords(keywords)).toBe('((truck & driver) | cdl) & phoenix:*');
    expect(fts5Keywords(keywords, { exact: false })).toBe(
      '(("truck" "driver") OR "cdl") AND "phoenix"*',
    );
  });

  it('lets nothing but letters and digits reach either index', () => {
    const keywords = keywordQuery({ q: 'almacén" OR * :( <-> & | NEAR(x', lang: 'es' });
    const words = keywords.flat().flatMap((alternative) => alternative.words);
    expect(words).toContain('warehouse');
    for (const word of words) expect(word).toMatch(/^[\p{L}\p{N}]+$/u);
  });
});
