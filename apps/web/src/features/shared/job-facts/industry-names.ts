import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Industry } from '@staffing/shared/constants';

// The industries' names (INDUSTRY_LABELS, which the API and the feeds use in English) as the
// page's language says them; industry-names.test.ts holds the English to the shared labels.
export const INDUSTRY_NAMES: Record<Industry, MessageDescriptor> = {
  Business: msg`Business`,
  Construction: msg`Construction`,
  Healthcare: msg`Healthcare`,
  ItTech: msg`IT and Tech`,
  Drivers: msg`Drivers`,
};
