import { CONSENT_LABELS, type ConsentState } from '@staffing/shared/shortlist-schemas';
import { StatusTag, type TagTone } from '@/components/ui/status-tag';

const TONES: Record<ConsentState, TagTone> = {
  pending: 'neutral',
  granted: 'success',
  declined: 'danger',
  withdrawn: 'danger',
};

// Where the candidate's consent stands: asked, shared, declined or withdrawn.
export function ConsentTag({ consent }: { consent: ConsentState }) {
  return (
    <StatusTag tone={TONES[consent]} caps={false}>
      {CONSENT_LABELS[consent]}
    </StatusTag>
  );
}
