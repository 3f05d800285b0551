// Loaded on demand by send-job-order (see lib/lazy-parser.ts).
export { jobOrderAnswerSchema } from '@staffing/shared/job-order-schemas';
