import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '@staffing/shared/account-schemas';
import type { ApplicationStatusCounts } from '@staffing/shared/application-schemas';
import { cx } from '@/lib/cx';
import styles from './pipeline.module.css';

type StatusFilterProps = {
  status: ApplicationStatus | undefined;
  counts: ApplicationStatusCounts | undefined;
  onChange: (status: ApplicationStatus | undefined) => void;
};

// The pipeline at a glance: how many applications sit in each status (for the job and type
// chosen), each a toggle that filters the list to it.
export function StatusFilter({ status, counts, onChange }: StatusFilterProps) {
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;
  const options: { value: ApplicationStatus | undefined; label: string; count?: number }[] = [
    { value: undefined, label: 'All statuses', ...(total !== undefined ? { count: total } : {}) },
    ...APPLICATION_STATUSES.map((value) => ({
      value,
      label: APPLICATION_STATUS_LABELS[value],
      ...(counts ? { count: counts[value] } : {}),
    })),
  ];
  return (
    <div className={styles.statusFilter} role="group" aria-label="Filter by status">
      {options.map((option) => {
        const selected = option.value === status;
        return (
          <button
            key={option.value ?? 'all'}
            type="button"
            aria-pressed={selected}
            className={cx(styles.statusChip, selected && styles.statusChipSelected)}
            onClick={() => {
              onChange(option.value);
            }}
          >
            {option.label}
            {option.count !== undefined && (
              <span className={styles.chipCount}>
                <span className="visually-hidden">(</span>
                {option.count}
                <span className="visually-hidden">)</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
