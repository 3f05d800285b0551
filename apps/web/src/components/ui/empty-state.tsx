import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import styles from './empty-state.module.css';

/**
 * EmptyState: the box shown where a list has nothing to show, or could not be loaded.
 *
 * Props
 * - title: an optional bold first line.
 * - children: the message (text or paragraphs).
 * - action: a button or link under the message ("Show all jobs", "Try again").
 * - tone: 'neutral' (default, dashed outline, muted text) | 'error' (red panel, aligned to
 *   the start, announced with role="alert" unless role says otherwise).
 * - role: 'status' | 'alert' | undefined, for a message that appears after a change.
 * - className: layout from the caller (margins).
 */
export type EmptyStateProps = {
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
  role?: 'status' | 'alert';
  className?: string;
};

export function EmptyState({
  title,
  children,
  action,
  tone = 'neutral',
  role = tone === 'error' ? 'alert' : undefined,
  className,
}: EmptyStateProps) {
  return (
    <div className={cx(styles.empty, styles[tone], className)} role={role}>
      {title && <p className={styles.title}>{title}</p>}
      {typeof children === 'string' ? <p className={styles.text}>{children}</p> : children}
      {action}
    </div>
  );
}
