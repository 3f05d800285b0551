import { z } from 'zod';
import { jobFacetsAnswerSchema, jobSchema } from '@staffing/shared/job-schemas';

// The schemas of the job board's answers, loaded on demand by get-jobs, get-job and
// get-job-facets (see lib/lazy-parser.ts).
export const jobListSchema = z.array(jobSchema);
export { jobFacetsAnswerSchema, jobSchema };
