import type { Industry, JobType } from '@staffing/shared/constants';
import type { SalaryPeriod, Workplace } from '@staffing/shared/job-facts';
import type { Locale } from '@staffing/shared/i18n/locales';
import { formatMoney, formatPay, type PayFacts } from '@staffing/shared/pay-format';
import { emailText, type EmailTextKey } from './email-texts.ts';

// A job's fixed words in a reader's language, as the job pages write them
// (apps/web/src/features/shared/job-facts/job-fact-names.ts): its type, industry, workplace and
// structured pay. A value the tables do not know (a job's own free text) stays as written.

const INDUSTRY_KEYS: Record<Industry, EmailTextKey> = {
  Business: 'industryBusiness',
  Construction: 'industryConstruction',
  Healthcare: 'industryHealthcare',
  ItTech: 'industryItTech',
  Drivers: 'industryDrivers',
};

const JOB_TYPE_KEYS: Record<JobType, EmailTextKey> = {
  'Full-Time': 'typeFullTime',
  'Part-Time': 'typePartTime',
  Contract: 'typeContract',
  Internship: 'typeInternship',
  Temporary: 'typeTemporary',
};

const WORKPLACE_KEYS: Record<Workplace, EmailTextKey> = {
  'on-site': 'workplaceOnSite',
  hybrid: 'workplaceHybrid',
  remote: 'workplaceRemote',
};

const PER_PERIOD_KEYS: Record<SalaryPeriod, EmailTextKey> = {
  hour: 'payPerHour',
  day: 'payPerDay',
  week: 'payPerWeek',
  month: 'payPerMonth',
  year: 'payPerYear',
};

function named<T extends string>(keys: Record<T, EmailTextKey>, locale: Locale, value: string) {
  return Object.hasOwn(keys, value) ? emailText(locale, keys[value as T]) : value;
}

export const industryText = (locale: Locale, industry: string): string =>
  named(INDUSTRY_KEYS, locale, industry);

export const jobTypeText = (locale: Locale, type: string): string =>
  named(JOB_TYPE_KEYS, locale, type);

export const workplaceText = (locale: Locale, workplace: string): string =>
  named(WORKPLACE_KEYS, locale, workplace);

// Structured pay: in English formatPay's words (the spec's, the feeds'), otherwise
// "$42 – $55 por hora". Undefined when the job states none.
export function payText(locale: Locale, facts: PayFacts): string | undefined {
  if (locale === 'en') return formatPay(facts);
  const { salaryMin, salaryMax, salaryPeriod } = facts;
  if (!salaryPeriod) return undefined;
  const currency = facts.salaryCurrency ?? 'USD';
  const per = emailText(locale, PER_PERIOD_KEYS[salaryPeriod]);
  const min =
    salaryMin === null || salaryMin === undefined ? undefined : formatMoney(salaryMin, currency);
  const max =
    salaryMax === null || salaryMax === undefined ? undefined : formatMoney(salaryMax, currency);
  if (min !== undefined && max !== undefined) {
    return min === max
      ? emailText(locale, 'payExact', { amount: min, per })
      : emailText(locale, 'payRange', { min, max, per });
  }
  if (max !== undefined) return emailText(locale, 'payUpTo', { max, per });
  if (min !== undefined) return emailText(locale, 'payFrom', { min, per });
  return undefined;
}
