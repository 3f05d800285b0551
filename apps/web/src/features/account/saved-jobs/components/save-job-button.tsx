import { Trans, useLingui } from '@lingui/react/macro';
import { sharedTextIn } from '@/lib/i18n/shared-messages';
import { useEffect, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { buttonClassName } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { cx } from '@/lib/cx';
import { loadSavedJobIds, saveJob, unsaveJob } from '../api/saved-job-requests';
import styles from './save-job-button.module.css';

type SaveJobButtonProps = {
  jobId: string;
  jobTitle: string;
  signedIn: boolean;
  // The page to come back to after logging in (path and query).
  returnTo: string;
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

/**
 * SaveJobButton: a toggle (aria-pressed) to keep a job for later, on the public pages (an
 * island: plain requests, no query cache). Signed out, it is a link to the login page that
 * comes back to `returnTo` afterwards, which works without a script; signed in, it waits for
 * the visitor's saved jobs (one request per page) and is hidden where scripts are off.
 */
export function SaveJobButton({
  jobId,
  jobTitle,
  signedIn,
  returnTo,
  size = 'sm',
}: SaveJobButtonProps) {
  const { t, i18n } = useLingui();
  // undefined until the saved jobs are known.
  const [saved, setSaved] = useState<boolean | undefined>(undefined);
  const [toggling, setToggling] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const className = cx(buttonClassName({ variant: 'secondary', size }), styles.save);

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    loadSavedJobIds().then(
      (ids) => {
        if (current) setSaved(ids.has(jobId));
      },
      () => {
        // Unknown: shown as not saved, and saving still works.
        if (current) setSaved(false);
      },
    );
    return () => {
      current = false;
    };
  }, [signedIn, jobId]);

  if (!signedIn) {
    return (
      <AppLink to={`/login?next=${encodeURIComponent(returnTo)}`} className={className}>
        <BookmarkIcon filled={false} />
        {/* Without the title: tests and people look up a job's own link by its title. */}
        <Trans>
          Save<span className="visually-hidden"> (log in first)</span>
        </Trans>
      </AppLink>
    );
  }

  async function toggle(save: boolean) {
    setToggling(true);
    setError(undefined);
    try {
      await (save ? saveJob(jobId) : unsaveJob(jobId));
      const ids = await loadSavedJobIds().catch(() => undefined);
      if (save) ids?.add(jobId);
      else ids?.delete(jobId);
      setSaved(save);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : undefined);
    } finally {
      setToggling(false);
    }
  }

  const isSaved = saved === true;
  // While a change is on its way the button already shows where it is going.
  const shown = toggling ? !isSaved : isSaved;
  return (
    <span className={cx(styles.wrap, 'needs-script')}>
      <button
        type="button"
        className={className}
        aria-pressed={shown}
        disabled={saved === undefined || toggling}
        onClick={() => void toggle(!isSaved)}
      >
        <BookmarkIcon filled={shown} />
        {shown ? t`Saved` : t`Save`}
        <span className="visually-hidden"> {jobTitle}</span>
      </button>
      {error && (
        <span role="alert" className={styles.error}>
          {sharedTextIn(i18n, error)}
        </span>
      )}
    </span>
  );
}
