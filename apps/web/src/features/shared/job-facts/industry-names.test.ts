import { describe, expect, it } from 'vitest';
import { INDUSTRIES, INDUSTRY_LABELS } from '@staffing/shared/constants';
import { INDUSTRY_NAMES } from './industry-names';

describe('industry names', () => {
  it.each(INDUSTRIES)('%s is named in English as the shared label says', (industry) => {
    expect(INDUSTRY_NAMES[industry].message).toBe(INDUSTRY_LABELS[industry]);
  });
});
