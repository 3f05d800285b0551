import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
} from '@staffing/shared/account-schemas';
import { CANDIDATE_MESSAGES, type CandidateResumeStatus } from '@staffing/shared/candidate-schemas';
import type { TagTone } from '@/components/ui/status-tag';

export const STATUS_TONES: Record<ApplicationStatus, TagTone> = {
  new: 'neutral',
  reviewing: 'neutral',
  interview: 'accent',
  offer: 'success',
  hired: 'success',
  'not-selected': 'strong',
};

export function statusLabel(status: ApplicationStatus): string {
  return APPLICATION_STATUS_LABELS[status];
}

// "Chicago, IL", "Chicago", "IL", or null when neither is known.
export function formatPlace(city: string | null, region: string | null): string | null {
  const parts = [city, region].filter((part): part is string => Boolean(part?.trim()));
  return parts.length > 0 ? parts.join(', ') : null;
}

// What the list says of a candidate's newest resume.
export function resumeStatusLabel(status: CandidateResumeStatus): string {
  switch (status) {
    case 'readable':
      return 'Resume text readable';
    case 'pending':
      return CANDIDATE_MESSAGES.resumePending;
    case 'unreadable':
      return CANDIDATE_MESSAGES.resumeUnreadable;
    case 'none':
      return CANDIDATE_MESSAGES.resumeNone;
  }
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
