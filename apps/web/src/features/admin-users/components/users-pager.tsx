import { Button } from '@/components/ui/button';
import styles from './users-pager.module.css';

type UsersPagerProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
};

export function UsersPager({ page, pageCount, onPageChange }: UsersPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pages of users">
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
      <span className={styles.position}>
        Page {page} of {pageCount}
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
    </nav>
  );
}
