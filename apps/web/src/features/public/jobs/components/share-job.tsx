import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, buttonClassName } from '@/components/ui/button';
import { LinkIcon, MailIcon } from '@/components/ui/icons';
import { cx } from '@/lib/cx';
import styles from './share-job.module.css';

type ShareJobProps = {
  // The job's canonical address, the same one its page head and structured data name.
  url: string;
  title: string;
};

type CopyState = 'idle' | 'copied' | 'manual';

const COPIED_MESSAGE_MS = 5000;

// A mail client reads the subject and body from the address; both are percent-encoded so a
// title with '&' or '#' cannot cut them short. Line breaks in a body are CRLF (RFC 6068).
export function shareByEmailHref(title: string, url: string): string {
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\r\n${url}`)}`;
}

// 'Copy link' and 'Email' for a job. Where the clipboard cannot be written (an old browser,
// a page not served over HTTPS, a refused permission) the link appears in a read-only field,
// already selected, ready for the reader's own copy shortcut.
export function ShareJob({ url, title }: ShareJobProps) {
  const { t } = useLingui();
  const headingId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');

  useEffect(() => {
    if (copyState === 'manual') {
      inputRef.current?.focus();
      inputRef.current?.select();
    }
    if (copyState !== 'copied') return;
    const timer = window.setTimeout(() => {
      setCopyState('idle');
    }, COPIED_MESSAGE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [copyState]);

  async function copyLink() {
    // Typed as always present, but absent outside secure contexts and in older browsers.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    try {
      if (!clipboard) throw new Error('The clipboard is not available.');
      await clipboard.writeText(url);
      setCopyState('copied');
    } catch {
      // Selecting again when the field is already there: the reader may have clicked away.
      if (copyState === 'manual') inputRef.current?.select();
      setCopyState('manual');
    }
  }

  return (
    <section className={styles.share} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        <Trans>Share this job</Trans>
      </h3>
      <div className={styles.buttons}>
        {/* Left out where scripts are off: the clipboard needs one. */}
        <Button
          variant="secondary"
          size="sm"
          className="needs-script"
          onClick={() => void copyLink()}
        >
          <LinkIcon size={18} />
          <Trans>Copy link</Trans>
        </Button>
        <a
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          href={shareByEmailHref(title, url)}
        >
          <MailIcon size={18} />
          <Trans>Email</Trans>
        </a>
      </div>
      {copyState === 'manual' && (
        <div className={styles.manual}>
          <label htmlFor={inputId} className={styles.manualLabel}>
            <Trans>Link to this job</Trans>
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            readOnly
            value={url}
            className={styles.manualInput}
            onFocus={(event) => {
              event.currentTarget.select();
            }}
          />
        </div>
      )}
      <p className={cx(styles.status, copyState === 'copied' && styles.copied)} role="status">
        {copyState === 'copied'
          ? t`Link copied`
          : copyState === 'manual'
            ? t`Press Ctrl+C (⌘C on a Mac) to copy the selected link.`
            : ''}
      </p>
    </section>
  );
}
