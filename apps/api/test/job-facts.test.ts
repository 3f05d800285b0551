import { describe, expect, it } from 'vitest';
import { annualPayMax, payFromText, placeFromText } from '../src/modules/jobs/job-facts.ts';

// The parse migration 0005 runs over every stored job: what it reads, and what it must leave
// alone rather than guess.
describe('payFromText', () => {
  it.each([
    ['$42 - $55/hr', 42, 55, 'hour'],
    ['$21 - $24/hr', 21, 24, 'hour'],
    ['$22.50 per hour', 22.5, 22.5, 'hour'],
    ['$2,300/week', 2300, 2300, 'week'],
    ['$85,000/year', 85_000, 85_000, 'year'],
    ['$95,000 - $120,000/year', 95_000, 120_000, 'year'],
    ['$90k - $110k annually', 90_000, 110_000, 'year'],
    ['$250/day', 250, 250, 'day'],
    ['$6,000/month', 6000, 6000, 'month'],
    ['Up to $30/hr', null, 30, 'hour'],
    ['$25/hr+', 25, null, 'hour'],
    ['From $60k', 60_000, null, 'year'],
    ['$65,000', 65_000, 65_000, 'year'],
  ])('%s → %s to %s per %s', (text, min, max, period) => {
    expect(payFromText(text)).toEqual({
      salaryMin: min,
      salaryMax: max,
      salaryCurrency: 'USD',
      salaryPeriod: period,
    });
  });

  it.each([
    'Competitive',
    'DOE',
    '',
    'Commission only',
    '$900',
    '$30 - $20/hr',
    '$1 $2 $3 /hr',
    '€40/hr',
    '40-50 an hour',
  ])('leaves %j alone', (text) => {
    expect(payFromText(text)).toEqual({
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: null,
      salaryPeriod: null,
    });
  });
});

describe('placeFromText', () => {
  it.each([
    ['Chicago, IL', 'Chicago', 'IL', null, 'on-site'],
    ['  Naperville ,  il ', 'Naperville', 'IL', null, 'on-site'],
    ['Chicago, IL 60601', 'Chicago', 'IL', '60601', 'on-site'],
    ['St. Louis, MO', 'St. Louis', 'MO', null, 'on-site'],
    ['Chicago, IL (hybrid)', 'Chicago', 'IL', null, 'hybrid'],
    ['Hybrid - Aurora, IL', 'Aurora', 'IL', null, 'hybrid'],
    ['Milwaukee, WI (remote)', 'Milwaukee', 'WI', null, 'remote'],
    ['Remote (US)', null, null, null, 'remote'],
    ['Remote', null, null, null, 'remote'],
  ])('%s → %s, %s %s (%s)', (text, city, region, postalCode, workplace) => {
    expect(placeFromText(text)).toEqual({ city, region, postalCode, workplace });
  });

  it.each([
    'Multiple locations',
    'Anywhere',
    'Toronto, ON',
    'Chicago',
    'Chicagoland area',
    '',
    'IL',
    'Remote-friendly office, no state',
  ])('leaves the place of %j empty', (text) => {
    const place = placeFromText(text);
    expect(place).toMatchObject({ city: null, region: null, postalCode: null });
  });

  it('does not take a remote-sounding word inside a city name for remote', () => {
    expect(placeFromText('Remington, IN').workplace).toBe('on-site');
  });
});

describe('annualPayMax', () => {
  it.each([
    [{ salaryMin: 20, salaryMax: 30, salaryPeriod: 'hour' as const }, 62_400],
    [{ salaryMin: 200, salaryMax: null, salaryPeriod: 'day' as const }, 52_000],
    [{ salaryMin: 1000, salaryMax: 1200, salaryPeriod: 'week' as const }, 62_400],
    [{ salaryMin: 5000, salaryMax: 5000, salaryPeriod: 'month' as const }, 60_000],
    [{ salaryMin: 90_000, salaryMax: 110_000, salaryPeriod: 'year' as const }, 110_000],
    [{ salaryMin: null, salaryMax: null, salaryPeriod: null }, null],
  ])('%j → %s a year', (facts, annual) => {
    expect(annualPayMax(facts)).toBe(annual);
  });
});
