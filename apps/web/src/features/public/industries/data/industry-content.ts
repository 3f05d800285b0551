import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Industry } from '@staffing/shared/constants';

// Short descriptions for cards and page leads. Labels and URL slugs come from the shared
// constants; only the marketing sentence lives here.
export const INDUSTRY_SUMMARIES: Record<Industry, MessageDescriptor> = {
  Healthcare: msg`Clinical and support roles for hospitals, clinics and care providers.`,
  Construction: msg`Skilled trades, site crews and project staff for builders and contractors.`,
  ItTech: msg`Developers, support engineers and technical specialists for IT teams.`,
  Drivers: msg`Delivery, commercial and transport drivers for fleets of every size.`,
  Business: msg`Office, professional and executive roles across business functions.`,
};

// The order the spec's marketing copy uses.
export const INDUSTRY_ORDER: readonly Industry[] = [
  'Healthcare',
  'Construction',
  'ItTech',
  'Drivers',
  'Business',
];
