import { Link, type To } from 'react-router';
import { cx } from '@/lib/cx';
import styles from './job-pagination.module.css';

type JobPaginationProps = {
  page: number;
  totalPages: number;
  // Where a page lives: the other search parameters stay, so each page has a shareable URL.
  toPage: (page: number) => To;
  // Lets the page move focus to the results after the switch.
  onNavigate?: () => void;
  label?: string;
};

// 1 … 4 5 6 … 12: the first and last page, the current one and its neighbours.
export function visiblePages(page: number, totalPages: number): (number | 'gap')[] {
  const pages = new Set([1, totalPages, page - 1, page, page + 1]);
  const sorted = [...pages].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const n of sorted) {
    const previous = result.at(-1);
    if (typeof previous === 'number' && n - previous === 2) result.push(previous + 1);
    else if (typeof previous === 'number' && n - previous > 2) result.push('gap');
    result.push(n);
  }
  return result;
}

export function JobPagination({
  page,
  totalPages,
  toPage,
  onNavigate,
  label = 'Pagination',
}: JobPaginationProps) {
  if (totalPages <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;
  return (
    <nav className={styles.nav} aria-label={label}>
      {hasPrevious ? (
        <Link to={toPage(page - 1)} className={styles.step} rel="prev" onClick={onNavigate}>
          <span aria-hidden="true">←</span> Previous
        </Link>
      ) : (
        <span className={cx(styles.step, styles.disabled)} aria-hidden="true">
          <span>←</span> Previous
        </span>
      )}
      <ol className={styles.pages}>
        {visiblePages(page, totalPages).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={toPage(entry)}
                className={cx(styles.page, entry === page && styles.current)}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={`Page ${entry}`}
                onClick={onNavigate}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
      </ol>
      {hasNext ? (
        <Link to={toPage(page + 1)} className={styles.step} rel="next" onClick={onNavigate}>
          Next <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className={cx(styles.step, styles.disabled)} aria-hidden="true">
          Next <span>→</span>
        </span>
      )}
    </nav>
  );
}
