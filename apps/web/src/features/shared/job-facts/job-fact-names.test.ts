import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_JOB_SCHEDULE, JOB_TYPES } from '@staffing/shared/constants';
import { WORKPLACE_LABELS, WORKPLACES } from '@staffing/shared/job-facts';
import { formatPay } from '@staffing/shared/pay-format';
import { messages as es } from '@/locales/es/messages.po';
import { DEFAULT_SCHEDULE_TEXT, JOB_TYPE_NAMES, WORKPLACE_NAMES, payIn } from './job-fact-names';

const english = setupI18n({ locale: 'en', messages: { en: {} } });
const spanish = setupI18n({ locale: 'es', messages: { es } });

describe("a job's facts in the page's language", () => {
  it('names types, workplaces and the default schedule in English as the shared constants do', () => {
    for (const type of JOB_TYPES) expect(JOB_TYPE_NAMES[type].message).toBe(type);
    for (const place of WORKPLACES)
      expect(WORKPLACE_NAMES[place].message).toBe(WORKPLACE_LABELS[place]);
    expect(DEFAULT_SCHEDULE_TEXT.message).toBe(DEFAULT_JOB_SCHEDULE);
  });

  it('writes pay in English exactly as the shared formatter, and in Spanish with its words', () => {
    const cases = [
      { salaryMin: 42, salaryMax: 55, salaryPeriod: 'hour' as const },
      { salaryMin: 85000, salaryMax: 85000, salaryPeriod: 'year' as const },
      { salaryMax: 30, salaryPeriod: 'hour' as const },
      { salaryMin: 25, salaryPeriod: 'day' as const },
      { salaryMin: 25 },
    ];
    for (const facts of cases) expect(payIn(english, facts)).toBe(formatPay(facts));
    expect(cases.map((facts) => payIn(spanish, facts))).toEqual([
      '$42 – $55 por hora',
      '$85,000 al año',
      'Hasta $30 por hora',
      'Desde $25 por día',
      undefined,
    ]);
  });
});
