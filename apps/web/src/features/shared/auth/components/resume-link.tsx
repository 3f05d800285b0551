import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES } from '@staffing/shared/messages';
import { sharedTextIn } from '@/lib/i18n/shared-messages';
import { RESUME_PATH, useGetResume } from '../api/get-resume';
import styles from './profile.module.css';

// Long enough for the new tab to load the file (or the download to start); after that the
// tab keeps its own copy and the object URL is only a leak.
const OBJECT_URL_LIFETIME_MS = 60_000;

export function isPdfName(name: string): boolean {
  return name.toLowerCase().endsWith('.pdf');
}

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

// Spec section 7: the resume is fetched as a blob and opened in a new tab when it is a PDF;
// other files are downloaded. The href keeps middle-click and "open in new tab" working.
export function ResumeLink({ name }: { name: string }) {
  const { t, i18n } = useLingui();
  const getResume = useGetResume();
  const [failed, setFailed] = useState(false);
  const objectUrls = useRef<string[]>([]);
  const pdf = isPdfName(name);

  useEffect(() => {
    const urls = objectUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  function keepObjectUrl(blob: Blob): string {
    const url = URL.createObjectURL(blob);
    objectUrls.current.push(url);
    window.setTimeout(() => {
      URL.revokeObjectURL(url);
    }, OBJECT_URL_LIFETIME_MS);
    return url;
  }

  async function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    setFailed(false);
    // The tab is opened during the click itself: browsers block a window opened after an
    // await as an unrequested popup.
    const tab = pdf ? window.open('', '_blank') : null;
    try {
      const blob = await getResume.mutateAsync();
      const url = keepObjectUrl(blob);
      if (tab) {
        // The tab only shows the file; it has no business reaching back into this page.
        tab.opener = null;
        tab.location.href = url;
        return;
      }
      const anchor = document.createElement('a');
      anchor.href = url;
      if (pdf) {
        anchor.target = '_blank';
        anchor.rel = 'noopener';
      } else {
        anchor.download = name;
      }
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
    } catch {
      tab?.close();
      setFailed(true);
    }
  }

  return (
    <span className={styles.resume}>
      <a
        href={RESUME_PATH}
        className={styles.resumeLink}
        {...(pdf ? { target: '_blank', rel: 'noopener' } : { download: name })}
        aria-busy={getResume.isPending || undefined}
        onClick={(event) => void handleClick(event)}
      >
        {pdf ? name : t`Download ${name}`}
        {pdf && (
          <>
            {' '}
            <span className="visually-hidden">
              <Trans>(opens in a new tab)</Trans>
            </span>
          </>
        )}
      </a>
      {failed && (
        <span role="alert" className={styles.resumeError}>
          {sharedTextIn(i18n, MESSAGES.resumeFetchFailed)}
        </span>
      )}
    </span>
  );
}
