import { describe, expect, it } from 'vitest';
import { NOT_PART_OF_A_SEARCH, createAlertSchema } from '../src/alert-schemas.ts';
import { toFieldErrors, UNKNOWN_FIELD } from '../src/api-error.ts';
import { JOB_SEARCH_PARAMS } from '../src/constants.ts';
import { jobListQuerySchema } from '../src/job-schemas.ts';

describe('strict bodies', () => {
  it('names each unknown field, nested ones by their path', () => {
    const result = createAlertSchema.safeParse({
      frequency: 'daily',
      q: 'nurse',
      where: 'Chicago',
      search: { industry: 'Healthcare', qq: 'nurse' },
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toFieldErrors(result.error)).toEqual({
      q: UNKNOWN_FIELD,
      where: UNKNOWN_FIELD,
      'search.qq': UNKNOWN_FIELD,
    });
  });

  it("knows every parameter of the find-job page's search", () => {
    expect([...JOB_SEARCH_PARAMS, ...NOT_PART_OF_A_SEARCH].sort()).toEqual(
      Object.keys(jobListQuerySchema.shape).sort(),
    );
  });
});
