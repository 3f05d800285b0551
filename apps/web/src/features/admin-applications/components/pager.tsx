import { Button } from '@/components/ui/button';
import styles from './pager.module.css';

type PagerProps = {
  page: number;
  pageSize: number;
  total: number;
  // "applications" or "messages", for the summary and the navigation's name.
  noun: string;
  onPageChange: (page: number) => void;
};

export function Pager({ page, pageSize, total, noun, onPageChange }: PagerProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1 && page <= 1) return null;
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return (
    <nav className={styles.pager} aria-label={`Pages of ${noun}`}>
      <p className={styles.summary}>
        {total === 0 || first > total
          ? `Page ${page} of ${pageCount}`
          : `Showing ${first}–${last} of ${total} ${noun}`}
      </p>
      <div className={styles.buttons}>
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => {
            onPageChange(Math.min(page - 1, pageCount));
          }}
        >
          Previous
        </Button>
        <span className={styles.position} aria-hidden="true">
          {page} / {pageCount}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pageCount}
          onClick={() => {
            onPageChange(page + 1);
          }}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
