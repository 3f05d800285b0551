import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { PHONE_HOURS } from '@staffing/shared/constants';
import { useSiteConfig } from '@/lib/site-config';
import { SHARED_PHRASES } from './shared-messages';

// The phone line's hours as the site is set up with them (SITE_PHONE_HOURS), in the page's
// language when they are the spec's own; hours an agency wrote itself are shown as written.
export function phoneHoursIn(i18n: I18n, hours: string): string {
  return hours === PHONE_HOURS ? i18n._(SHARED_PHRASES.PHONE_HOURS) : hours;
}

export function usePhoneHours(): string | undefined {
  const { i18n } = useLingui();
  const hours = useSiteConfig()?.phoneHours;
  return hours === undefined ? undefined : phoneHoursIn(i18n, hours);
}
