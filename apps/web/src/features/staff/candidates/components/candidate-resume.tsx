import { CANDIDATE_MESSAGES, type CandidateDetail } from '@staffing/shared/candidate-schemas';
import { RelativeTime } from '@/components/ui/relative-time';
import { StatusTag } from '@/components/ui/status-tag';
import { candidateResumeUrl } from '../api/get-candidate';
import { formatFileSize } from '../utils/candidate-format';
import { searchTerms } from '../utils/highlight';
import { HighlightedText } from './highlighted-text';
import { Panel } from './panel';
import styles from './candidate-profile.module.css';

type Resume = CandidateDetail['resumes'][number];

const TEXT_STATUS_LABELS: Record<Resume['textStatus'], string | undefined> = {
  readable: undefined,
  pending: CANDIDATE_MESSAGES.resumePending,
  unreadable: CANDIDATE_MESSAGES.resumeUnreadable,
};

function ResumeLink({ candidateId, resume }: { candidateId: string; resume: Resume }) {
  const href = candidateResumeUrl(candidateId, resume._id);
  const label = (
    <>
      <span className={styles.breakable}>{resume.name}</span>{' '}
      <span className={styles.muted}>({formatFileSize(resume.size)})</span>
    </>
  );
  // The server shows PDFs in the browser and sends Word files as downloads.
  return resume.name.toLowerCase().endsWith('.pdf') ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  ) : (
    <a href={href} download={resume.name}>
      {label}
      <span className="visually-hidden"> (download)</span>
    </a>
  );
}

export function CandidateResume({
  candidate,
  query,
}: {
  candidate: CandidateDetail;
  query: string;
}) {
  const words = searchTerms(query).map((term) => term.word);
  const newest = candidate.resumes[0];
  return (
    <Panel title="Resume">
      {candidate.resumeText !== null ? (
        <>
          {words.length > 0 && (
            <p className={styles.muted}>
              Marked: {words.map((word) => `“${word}”`).join(', ')} and other forms of{' '}
              {words.length === 1 ? 'it' : 'them'}
            </p>
          )}
          <div
            className={styles.resumeText}
            // A long resume scrolls inside its box; the keyboard needs to reach it for that.
            tabIndex={0}
            role="region"
            aria-label="Resume text"
          >
            <HighlightedText text={candidate.resumeText} query={query} />
          </div>
        </>
      ) : (
        <p className={styles.muted}>
          {newest
            ? (TEXT_STATUS_LABELS[newest.textStatus] ?? CANDIDATE_MESSAGES.resumeUnreadable)
            : 'No resume on file.'}
        </p>
      )}
      {candidate.resumes.length > 0 && (
        <>
          <h3 className={styles.subTitle}>Files, newest first</h3>
          <ul className={styles.files}>
            {candidate.resumes.map((resume) => {
              const textStatus = TEXT_STATUS_LABELS[resume.textStatus];
              return (
                <li key={resume._id} className={styles.file}>
                  <ResumeLink candidateId={candidate._id} resume={resume} />
                  <span className={styles.fileMeta}>
                    {resume.source === 'account' ? 'From their account' : 'With an application'},{' '}
                    <RelativeTime iso={resume.createdAt} />
                  </span>
                  {textStatus && (
                    <StatusTag
                      tone={resume.textStatus === 'unreadable' ? 'danger' : 'neutral'}
                      caps={false}
                    >
                      {textStatus}
                    </StatusTag>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Panel>
  );
}
