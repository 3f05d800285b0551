import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DEFAULT_JOB_SCHEDULE, type JobType } from '@staffing/shared/constants';
import type { SalaryPeriod, Workplace } from '@staffing/shared/job-facts';
import { formatMoney, formatPay, type PayFacts } from '@staffing/shared/pay-format';

// A job's fixed facts in the page's language: its type, workplace, the default schedule and
// structured pay. The English words are the shared ones (job-fact-names.test.ts); a job's own
// free text (its title, a schedule staff wrote) stays as written.
export const JOB_TYPE_NAMES: Record<JobType, MessageDescriptor> = {
  'Full-Time': msg`Full-Time`,
  'Part-Time': msg`Part-Time`,
  Contract: msg`Contract`,
  Internship: msg`Internship`,
  Temporary: msg`Temporary`,
};

export const WORKPLACE_NAMES: Record<Workplace, MessageDescriptor> = {
  'on-site': msg`On-site`,
  hybrid: msg`Hybrid`,
  remote: msg`Remote`,
};

export const DEFAULT_SCHEDULE_TEXT = msg`Flexible Monday - Friday between (9:00am – 9:00pm CST)`;

const PER_PERIOD: Record<SalaryPeriod, MessageDescriptor> = {
  hour: msg`per hour`,
  day: msg`per day`,
  week: msg`per week`,
  month: msg`per month`,
  year: msg`per year`,
};

export function jobTypeIn(i18n: I18n, type: string): string {
  return type in JOB_TYPE_NAMES ? i18n._(JOB_TYPE_NAMES[type as JobType]) : type;
}

export function scheduleIn(i18n: I18n, schedule: string): string {
  return schedule === DEFAULT_JOB_SCHEDULE ? i18n._(DEFAULT_SCHEDULE_TEXT) : schedule;
}

// Pay as formatPay writes it in English (the spec's words, also the feeds'), and in the
// page's language otherwise: "$42 – $55 por hora".
export function payIn(i18n: I18n, facts: PayFacts): string | undefined {
  if (i18n.locale === 'en') return formatPay(facts);
  const { salaryMin, salaryMax, salaryPeriod } = facts;
  if (!salaryPeriod) return undefined;
  const currency = facts.salaryCurrency ?? 'USD';
  const per = i18n._(PER_PERIOD[salaryPeriod]);
  const min =
    salaryMin === null || salaryMin === undefined ? undefined : formatMoney(salaryMin, currency);
  const max =
    salaryMax === null || salaryMax === undefined ? undefined : formatMoney(salaryMax, currency);
  if (min !== undefined && max !== undefined) {
    return min === max ? i18n._(msg`${min} ${per}`) : i18n._(msg`${min} – ${max} ${per}`);
  }
  if (max !== undefined) return i18n._(msg`Up to ${max} ${per}`);
  if (min !== undefined) return i18n._(msg`From ${min} ${per}`);
  return undefined;
}
