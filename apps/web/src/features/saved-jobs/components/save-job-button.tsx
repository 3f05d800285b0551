import { Link, useLocation } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useSavedJobs } from '../api/get-saved-jobs';
import { useToggleSavedJob } from '../api/save-job';
import styles from './save-job-button.module.css';

type SaveJobButtonProps = {
  jobId: string;
  jobTitle: string;
  // undefined while the session check is in flight.
  signedIn: boolean | undefined;
  size?: 'sm' | 'md';
};

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    >
      <path d="M6 3.5h12v17l-6-4.2-6 4.2z" />
    </svg>
  );
}

// A toggle (aria-pressed) to keep a job for later. Signed out, it is a link to the login
// page that comes back here afterwards.
export function SaveJobButton({ jobId, jobTitle, signedIn, size = 'sm' }: SaveJobButtonProps) {
  const location = useLocation();
  const saved = useSavedJobs(signedIn === true);
  const toggle = useToggleSavedJob();
  const isSaved = saved.data?.some((entry) => entry.job._id === jobId) ?? false;
  const pending = toggle.isPending ? !isSaved : isSaved;
  const className = `${buttonClassName({ variant: 'secondary', size: size === 'sm' ? 'sm' : 'md' })} ${styles.save}`;

  if (signedIn === false) {
    const next = `${location.pathname}${location.search}`;
    return (
      <Link to={`/login?next=${encodeURIComponent(next)}`} className={className}>
        <BookmarkIcon filled={false} />
        {/* Without the title: tests and people look up a job's own link by its title. */}
        Save<span className="visually-hidden"> (log in first)</span>
      </Link>
    );
  }
  const error = toggle.error instanceof ApiError ? toggle.error.message : undefined;
  return (
    <span className={styles.wrap}>
      <button
        type="button"
        className={className}
        aria-pressed={pending}
        disabled={signedIn === undefined || saved.isPending || toggle.isPending}
        onClick={() => {
          toggle.mutate({ jobId, save: !isSaved });
        }}
      >
        <BookmarkIcon filled={pending} />
        {pending ? 'Saved' : 'Save'}
        <span className="visually-hidden"> {jobTitle}</span>
      </button>
      {error && (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </span>
  );
}
