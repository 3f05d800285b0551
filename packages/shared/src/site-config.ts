import { z } from 'zod';

// The agency's public contact details: one source, served by the API at /api/site-config
// and rendered by the footer, the contact page and the job pages.
export const siteConfigSchema = z.object({
  agencyName: z.string(),
  phone: z.string(),
  phoneHours: z.string(),
  address: z.string(),
  publicUrl: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
