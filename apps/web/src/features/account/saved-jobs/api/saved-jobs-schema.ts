import { z } from 'zod';
import { savedJobSchema } from '@staffing/shared/account-schemas';

// Loaded on demand by get-saved-jobs (see lib/lazy-parser.ts).
export const savedJobListSchema = z.array(savedJobSchema);
