import type { ShortlistEntry } from '@staffing/shared/shortlist-schemas';
import type { ShortlistEntryRecord } from './shortlists-repository.ts';

export function presentShortlistEntry(entry: ShortlistEntryRecord): ShortlistEntry {
  return {
    _id: entry.id,
    createdAt: entry.createdAt,
    orderId: entry.orderId,
    position: entry.position,
    company: entry.company,
    candidate: { _id: entry.candidateId, name: entry.candidateName, email: entry.candidateEmail },
    pitch: entry.pitch,
    addedBy: entry.addedBy,
    consent: entry.consent,
    consentAt: entry.consentAt,
    decision: entry.decision,
  };
}
