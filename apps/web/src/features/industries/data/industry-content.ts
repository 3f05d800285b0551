import type { Industry } from '@staffing/shared/constants';

// Short descriptions for cards and page leads. Labels and URL slugs come from the shared
// constants; only the marketing sentence lives here.
export const INDUSTRY_SUMMARIES: Record<Industry, string> = {
  Healthcare: 'Clinical and support roles for hospitals, clinics and care providers.',
  Construction: 'Skilled trades, site crews and project staff for builders and contractors.',
  ItTech: 'Developers, support engineers and technical specialists for IT teams.',
  Drivers: 'Delivery, commercial and transport drivers for fleets of every size.',
  Business: 'Office, professional and executive roles across business functions.',
};

// The order the spec's marketing copy uses.
export const INDUSTRY_ORDER: readonly Industry[] = [
  'Healthcare',
  'Construction',
  'ItTech',
  'Drivers',
  'Business',
];
