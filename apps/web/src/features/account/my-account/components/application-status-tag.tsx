import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ApplicationStatus } from '@staffing/shared/account-schemas';
import { StatusTag, type TagTone } from '@/components/ui/status-tag';

const TONES: Record<ApplicationStatus, TagTone> = {
  new: 'neutral',
  reviewing: 'neutral',
  interview: 'accent',
  offer: 'success',
  hired: 'success',
  'not-selected': 'strong',
};

// The shared labels (APPLICATION_STATUS_LABELS), in the page's language
// (application-status-tag.test.tsx holds the English to the shared ones).
export const APPLICATION_STATUS_NAMES: Record<ApplicationStatus, MessageDescriptor> = {
  new: msg`New`,
  reviewing: msg`Reviewing`,
  interview: msg`Interview`,
  offer: msg`Offer`,
  hired: msg`Hired`,
  'not-selected': msg`Not selected`,
};

export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  const { i18n } = useLingui();
  return <StatusTag tone={TONES[status]}>{i18n._(APPLICATION_STATUS_NAMES[status])}</StatusTag>;
}
