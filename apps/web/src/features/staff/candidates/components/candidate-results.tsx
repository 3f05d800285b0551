import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CandidateListItem } from '@staffing/shared/candidate-schemas';
import {
  CardList,
  CardListItem,
  CardListMain,
  CardListMeta,
  CardListSide,
  CardListTitle,
} from '@/components/ui/card-list';
import { RelativeTime } from '@/components/ui/relative-time';
import { Badge, StatusTag } from '@/components/ui/status-tag';
import {
  formatPlace,
  resumeStatusLabel,
  STATUS_TONES,
  statusLabel,
} from '../utils/candidate-format';
import type { CandidateListReturn } from '../utils/list-return';
import { PrefersSpanish } from './prefers-spanish';
import styles from './candidate-search.module.css';

type CandidateResultsProps = {
  candidates: readonly CandidateListItem[];
  // The search words, carried to the candidate's page to mark them in the resume.
  q: string;
  // The list's own query string, for the way back.
  listSearch: string;
  labelledBy: string;
  busy: boolean;
  // An action per candidate from another feature (add to a shortlist), composed by the page.
  rowAction?: ((candidate: CandidateListItem) => ReactNode) | undefined;
};

function candidateHref(id: string, q: string): string {
  const path = `/admin/candidates/${encodeURIComponent(id)}`;
  return q ? `${path}?${new URLSearchParams({ q }).toString()}` : path;
}

export function CandidateResults({
  candidates,
  q,
  listSearch,
  labelledBy,
  busy,
  rowAction,
}: CandidateResultsProps) {
  const back: CandidateListReturn = { listSearch };
  return (
    <CardList
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      className={busy ? styles.busy : undefined}
    >
      {candidates.map((candidate) => {
        const place = formatPlace(candidate.city, candidate.region);
        return (
          <CardListItem key={candidate._id} layout="columns">
            <CardListMain gap="sm">
              <CardListTitle headingLevel="h3">
                <Link to={candidateHref(candidate._id, q)} state={back} className={styles.nameLink}>
                  {candidate.name}
                </Link>
              </CardListTitle>
              <CardListMeta className={styles.contactLine}>
                <span className={styles.email}>{candidate.email}</span>
                {candidate.phone && <span>{candidate.phone}</span>}
                {place && <span>{place}</span>}
              </CardListMeta>
              {candidate.recentJobTitles.length > 0 && (
                <CardListMeta>
                  <span className={styles.metaLabel}>Applied to: </span>
                  {candidate.recentJobTitles.join(', ')}
                </CardListMeta>
              )}
              {candidate.tags.length > 0 && (
                <ul className={styles.tagList} aria-label="Tags">
                  {candidate.tags.map((tag) => (
                    <li key={tag}>
                      <Badge>{tag}</Badge>
                    </li>
                  ))}
                </ul>
              )}
            </CardListMain>
            <CardListSide gap="sm" className={styles.resultSide}>
              {candidate.latestStatus ? (
                <StatusTag tone={STATUS_TONES[candidate.latestStatus]}>
                  <span className="visually-hidden">Latest status: </span>
                  {statusLabel(candidate.latestStatus)}
                </StatusTag>
              ) : (
                <StatusTag>No applications</StatusTag>
              )}
              <PrefersSpanish locale={candidate.locale} />
              <span className={styles.sideLine}>
                Active <RelativeTime iso={candidate.lastActivityAt} />
              </span>
              <span className={styles.sideLine}>{resumeStatusLabel(candidate.resumeStatus)}</span>
              {rowAction?.(candidate)}
            </CardListSide>
          </CardListItem>
        );
      })}
    </CardList>
  );
}
