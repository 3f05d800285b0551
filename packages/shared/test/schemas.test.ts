import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../src/api-error.ts';
import {
  DEFAULT_JOB_SCHEDULE,
  INDUSTRIES,
  industryFromSlug,
  INDUSTRY_SLUGS,
} from '../src/constants.ts';
import { createJobSchema, jobListQuerySchema, updateJobSchema } from '../src/job-schemas.ts';
import { formatPay } from '../src/pay-format.ts';
import { MESSAGES } from '../src/messages.ts';
import { loginSchema, signupFieldsSchema } from '../src/user-schemas.ts';

const validJob = {
  title: ' Nurse ',
  location: 'Chicago, IL',
  salary: '$40/hr',
  industry: 'Healthcare',
  description: 'd',
  responsibilities: 'r',
  skills: 's',
};

describe('job schemas', () => {
  it('apply the spec defaults for type and schedule and trim text', () => {
    const job = createJobSchema.parse(validJob);
    expect(job.type).toBe('Full-Time');
    expect(job.schedule).toBe(DEFAULT_JOB_SCHEDULE);
    expect(job.title).toBe('Nurse');
    expect(job.aboutUs).toBeUndefined();
  });

  it('report every missing required field by name', () => {
    const result = createJobSchema.safeParse({});
    expect(result.success).toBe(false);
    const fields = Object.keys(toFieldErrors(result.error!)).sort();
    expect(fields).toEqual(
      [
        'description',
        'industry',
        'location',
        'responsibilities',
        'salary',
        'skills',
        'title',
      ].sort(),
    );
  });

  it('accept every industry including Drivers, and nothing else', () => {
    for (const industry of INDUSTRIES) {
      expect(createJobSchema.safeParse({ ...validJob, industry }).success).toBe(true);
    }
    expect(createJobSchema.safeParse({ ...validJob, industry: 'Mining' }).success).toBe(false);
  });

  it('key nested errors of the update payload by path', () => {
    const result = updateJobSchema.safeParse({ overview: { title: '' }, details: {} });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error!)).toHaveProperty('overview.title');
  });
});

describe('user schemas', () => {
  it('lowercase and trim the email', () => {
    const parsed = loginSchema.parse({ email: '  Jane@Example.COM ', password: 'x' });
    expect(parsed.email).toBe('jane@example.com');
  });

  it('use the spec message for a malformed email', () => {
    const result = signupFieldsSchema.safeParse({
      firstName: 'a',
      lastName: 'b',
      email: 'no-at-sign',
      password: 'longenough',
    });
    expect(toFieldErrors(result.error!).email).toBe(MESSAGES.invalidEmail);
  });

  it('enforce the password length bounds', () => {
    const base = { firstName: 'a', lastName: 'b', email: 'a@b.co' };
    expect(signupFieldsSchema.safeParse({ ...base, password: '1234567' }).success).toBe(false);
    expect(signupFieldsSchema.safeParse({ ...base, password: '12345678' }).success).toBe(true);
    expect(signupFieldsSchema.safeParse({ ...base, password: 'x'.repeat(129) }).success).toBe(
      false,
    );
  });

  it('refuse control characters in names (they would reach email headers)', () => {
    const result = signupFieldsSchema.safeParse({
      firstName: 'Eve\r\nBcc: victim@example.com',
      lastName: 'b',
      email: 'a@b.co',
      password: 'longenough',
    });
    expect(result.success).toBe(false);
  });
});

describe('industry slugs', () => {
  it('round-trip for every industry', () => {
    for (const industry of INDUSTRIES) {
      expect(industryFromSlug(INDUSTRY_SLUGS[industry])).toBe(industry);
    }
    expect(industryFromSlug('mining')).toBeUndefined();
  });
});

describe('formatPay', () => {
  it.each([
    [{ salaryMin: 42, salaryMax: 55, salaryPeriod: 'hour' as const }, '$42 – $55 per hour'],
    [{ salaryMin: 85_000, salaryMax: 85_000, salaryPeriod: 'year' as const }, '$85,000 per year'],
    [{ salaryMax: 30, salaryPeriod: 'hour' as const }, 'Up to $30 per hour'],
    [{ salaryMin: 22.5, salaryPeriod: 'hour' as const }, 'From $22.50 per hour'],
    [
      { salaryMin: 2300, salaryMax: 2300, salaryCurrency: 'EUR', salaryPeriod: 'week' as const },
      '€2,300 per week',
    ],
    // Whole and fractional amounts in one range: each keeps its own precision.
    [{ salaryMin: 22.5, salaryMax: 30, salaryPeriod: 'hour' as const }, '$22.50 – $30 per hour'],
    [{ salaryMin: 30, salaryMax: 32.75, salaryPeriod: 'hour' as const }, '$30 – $32.75 per hour'],
    // A code Intl refuses reads plainly, every time it is asked.
    [
      { salaryMax: 10, salaryCurrency: 'DOLLARS', salaryPeriod: 'hour' as const },
      'Up to DOLLARS 10 per hour',
    ],
    [
      { salaryMax: 12, salaryCurrency: 'DOLLARS', salaryPeriod: 'hour' as const },
      'Up to DOLLARS 12 per hour',
    ],
    [{ salaryMin: 10, salaryMax: 20 }, undefined],
    [{ salaryPeriod: 'day' as const }, undefined],
  ])('%j → %s', (facts, text) => {
    expect(formatPay(facts)).toBe(text);
  });
});

describe('jobListQuerySchema: the new filters', () => {
  it('reads repeatable and comma-separated workplaces, numbers and defaults', () => {
    const parsed = jobListQuerySchema.parse({
      workplace: ['remote', 'hybrid,remote'],
      minAnnualPay: '60000',
      postedWithin: '7',
      where: ' Chicago ',
      sort: 'relevance',
    });
    expect(parsed).toMatchObject({
      workplace: ['remote', 'hybrid'],
      minAnnualPay: 60_000,
      postedWithin: 7,
      where: 'Chicago',
      sort: 'relevance',
      limit: 50,
    });
    expect(jobListQuerySchema.parse({ workplace: '', where: '', sort: '' })).toEqual({ limit: 50 });
  });

  it('rejects values outside the lists', () => {
    const result = jobListQuerySchema.safeParse({
      workplace: 'moon',
      postedWithin: '2',
      sort: 'oldest',
      minAnnualPay: 'x',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'minAnnualPay',
      'postedWithin',
      'sort',
      'workplace',
    ]);
  });
});
