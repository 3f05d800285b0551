import type { CandidateDetail, CandidateTimelineEntry } from '@staffing/shared/candidate-schemas';
import { RelativeTime } from '@/components/ui/relative-time';
import { Panel } from './panel';
import styles from './candidate-profile.module.css';

const KIND_LABELS: Record<CandidateTimelineEntry['kind'], string> = {
  account: 'Account',
  application: 'Application',
  status: 'Status',
  'pipeline-note': 'Pipeline note',
  note: 'Note',
  email: 'Email',
  resume: 'Resume',
  shortlist: 'Shortlist',
  interview: 'Interview',
  placement: 'Placement',
};

export function CandidateTimeline({ candidate }: { candidate: CandidateDetail }) {
  return (
    <Panel title="Timeline">
      {candidate.timeline.length === 0 ? (
        <p className={styles.muted}>Nothing has happened yet.</p>
      ) : (
        <ol className={styles.timeline} aria-label="Timeline, newest first">
          {candidate.timeline.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className={styles.timelineEntry}>
              <span className={styles.timelineKind}>{KIND_LABELS[entry.kind]}</span>
              <p className={styles.timelineSummary}>{entry.summary}</p>
              <p className={styles.timelineMeta}>
                <RelativeTime iso={entry.at} />
                {entry.actorName && <> · by {entry.actorName}</>}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
