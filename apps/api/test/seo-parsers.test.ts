import { describe, expect, it } from 'vitest';
import { parseLocation } from '../src/modules/seo/location-parser.ts';
import { parseSalary } from '../src/modules/seo/salary-parser.ts';

describe('parseSalary', () => {
  it.each([
    ['$25 - $30/hr', { currency: 'USD', unit: 'HOUR', minValue: 25, maxValue: 30 }],
    ['$85,000/year', { currency: 'USD', unit: 'YEAR', value: 85_000 }],
    [
      '$95,000 - $120,000/year',
      { currency: 'USD', unit: 'YEAR', minValue: 95_000, maxValue: 120_000 },
    ],
    ['$2,300/week', { currency: 'USD', unit: 'WEEK', value: 2300 }],
    ['$1,500 - $1,800/week', { currency: 'USD', unit: 'WEEK', minValue: 1500, maxValue: 1800 }],
    ['$19/hr', { currency: 'USD', unit: 'HOUR', value: 19 }],
    ['$22.50 per hour', { currency: 'USD', unit: 'HOUR', value: 22.5 }],
    [
      '$90k - $110k annually',
      { currency: 'USD', unit: 'YEAR', minValue: 90_000, maxValue: 110_000 },
    ],
    ['$65,000', { currency: 'USD', unit: 'YEAR', value: 65_000 }],
    ['$24', { currency: 'USD', unit: 'HOUR', value: 24 }],
  ])('%s', (text, expected) => {
    expect(parseSalary(text)).toEqual(expected);
  });

  it.each([
    'Competitive',
    'DOE',
    '',
    'High-ticket commission',
    '$900',
    '$30 - $20/hr',
    '$1 $2 $3 /hr',
  ])('gives up on %j', (text) => {
    expect(parseSalary(text)).toBeUndefined();
  });
});

describe('parseLocation', () => {
  it('reads City, ST', () => {
    expect(parseLocation('Chicago, IL')).toEqual({
      remote: false,
      addressLocality: 'Chicago',
      addressRegion: 'IL',
      addressCountry: 'US',
    });
  });

  it('drops a trailing note in parentheses', () => {
    expect(parseLocation('Chicago, IL (hybrid)')).toMatchObject({
      addressLocality: 'Chicago',
      addressRegion: 'IL',
    });
  });

  it('recognises remote work', () => {
    expect(parseLocation('Remote (US)')).toEqual({ remote: true, addressCountry: 'US' });
    expect(parseLocation('remote')).toEqual({ remote: true, addressCountry: 'US' });
  });

  it('keeps an unknown region as the locality', () => {
    expect(parseLocation('Toronto, Ontario')).toEqual({
      remote: false,
      addressLocality: 'Toronto, Ontario',
      addressCountry: 'US',
    });
    expect(parseLocation('Springfield')).toEqual({
      remote: false,
      addressLocality: 'Springfield',
      addressCountry: 'US',
    });
    expect(parseLocation('   ')).toBeUndefined();
  });
});
