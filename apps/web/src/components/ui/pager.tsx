import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AppLink } from './app-link';
import { cx } from '@/lib/cx';
import { visiblePages } from './pager-pages';
import styles from './pager.module.css';

/**
 * Pager: Previous / Next (and optionally numbered pages) for a paged list.
 *
 * Props
 * - page, pageCount: where we are (1-based) and how many pages there are. Nothing is
 *   rendered when there is one page or none (and page is 1).
 * - label: the navigation landmark's name ("Pages of users").
 * - toPage: page -> URL (a path, or "?page=3" for this page's own path); the controls are
 *   then links, so every page has its own address.
 * - onPageChange: page -> void; the controls are then buttons (pages kept in state).
 *   Give one of the two.
 * - onNavigate: called after a link was followed (to move focus to the list's heading).
 * - numbered: show page links "1 … 4 5 6 … 12" between Previous and Next (links only).
 * - summary: text at the start of the row ("Showing 21–40 of 87 applications"); the
 *   controls then sit at the end instead of centred.
 * - position: 'text' (default) shows "Page 2 of 5" between the controls; 'short' shows
 *   "2 / 5" hidden from screen readers (the summary says it); 'none' shows nothing.
 */
export type PagerProps = {
  page: number;
  pageCount: number;
  label: string;
  toPage?: (page: number) => string;
  onPageChange?: (page: number) => void;
  onNavigate?: () => void;
  numbered?: boolean;
  summary?: ReactNode;
  position?: 'text' | 'short' | 'none';
  className?: string;
};

export { visiblePages };

// The numbered pager's classes, for a script that redraws one without React (the
// find-job-counts behaviour, when a search's page count arrives after its page).
export const numberedPagerClassNames = {
  control: cx(styles.control),
  current: cx(styles.control, styles.current),
  disabled: cx(styles.control, styles.disabled),
  gap: cx(styles.gap),
};

export function Pager({
  page,
  pageCount,
  label,
  toPage,
  onPageChange,
  onNavigate,
  numbered = false,
  summary,
  position = numbered ? 'none' : 'text',
  className,
}: PagerProps) {
  const { t } = useLingui();
  if (pageCount <= 1 && page <= 1) return null;

  function step(target: number, enabled: boolean, children: ReactNode, rel: 'prev' | 'next') {
    if (!enabled) {
      return (
        <span className={cx(styles.control, styles.disabled)} aria-disabled="true">
          {children}
        </span>
      );
    }
    if (toPage) {
      return (
        <AppLink to={toPage(target)} className={styles.control} rel={rel} onClick={onNavigate}>
          {children}
        </AppLink>
      );
    }
    return (
      <button
        type="button"
        className={styles.control}
        onClick={() => {
          onPageChange?.(target);
        }}
      >
        {children}
      </button>
    );
  }

  return (
    <nav
      className={cx(styles.pager, summary !== undefined && styles.withSummary, className)}
      aria-label={label}
    >
      {summary !== undefined && <p className={styles.summary}>{summary}</p>}
      <div className={cx(styles.controls, numbered && styles.numbered)}>
        {step(
          Math.min(page - 1, pageCount),
          page > 1,
          <>
            <span aria-hidden="true">←</span> <Trans>Previous</Trans>
          </>,
          'prev',
        )}
        {numbered && toPage && (
          <ol className={styles.pages}>
            {visiblePages(page, pageCount).map((pageNumber, index) =>
              pageNumber === 'gap' ? (
                <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={pageNumber}>
                  <AppLink
                    to={toPage(pageNumber)}
                    className={cx(styles.control, pageNumber === page && styles.current)}
                    aria-current={pageNumber === page ? 'page' : undefined}
                    aria-label={t`Page ${pageNumber}`}
                    onClick={onNavigate}
                  >
                    {pageNumber}
                  </AppLink>
                </li>
              ),
            )}
          </ol>
        )}
        {position === 'text' && (
          <span className={styles.position}>
            <Trans>
              Page {page} of {pageCount}
            </Trans>
          </span>
        )}
        {position === 'short' && (
          <span className={styles.position} aria-hidden="true">
            {page} / {pageCount}
          </span>
        )}
        {step(
          page + 1,
          page < pageCount,
          <>
            <Trans>Next</Trans> <span aria-hidden="true">→</span>
          </>,
          'next',
        )}
      </div>
    </nav>
  );
}
