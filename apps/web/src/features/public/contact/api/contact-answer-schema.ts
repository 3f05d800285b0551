import { z } from 'zod';

// Loaded on demand by send-contact-message (see lib/lazy-parser.ts).
export const contactAnswerSchema = z.object({ message: z.string() });
