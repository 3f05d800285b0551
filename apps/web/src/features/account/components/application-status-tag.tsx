import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
} from '@staffing/shared/account-schemas';
import { StatusTag, type TagTone } from '@/components/ui/status-tag';

const TONES: Record<ApplicationStatus, TagTone> = {
  new: 'neutral',
  reviewing: 'neutral',
  interview: 'accent',
  offer: 'success',
  hired: 'success',
  'not-selected': 'strong',
};

export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  return <StatusTag tone={TONES[status]}>{APPLICATION_STATUS_LABELS[status]}</StatusTag>;
}
