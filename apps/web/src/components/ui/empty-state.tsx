import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { Button } from './button';
import styles from './empty-state.module.css';

/**
 * EmptyState: the box shown where a list has nothing to show, or could not be loaded.
 *
 * Props
 * - title: an optional bold first line; titleAs makes it a heading ('h2' | 'h3') where the
 *   message heads its part of the page.
 * - children: the message (text or paragraphs).
 * - action: a button or link under the message ("Show all jobs").
 * - onRetry: for a list that could not be loaded: a "Try again" button that calls it (the
 *   one retry control every such message has; action, when given, wins).
 * - tone: 'neutral' (default, dashed outline, muted text) | 'error' (red panel, aligned to
 *   the start, announced with role="alert" unless role says otherwise).
 * - role: 'status' | 'alert' | undefined, for a message that appears after a change.
 * - className: layout from the caller (margins).
 */
export type EmptyStateProps = {
  title?: ReactNode;
  titleAs?: 'p' | 'h2' | 'h3';
  children?: ReactNode;
  action?: ReactNode;
  onRetry?: () => void;
  tone?: 'neutral' | 'error';
  role?: 'status' | 'alert';
  className?: string;
};

export function EmptyState({
  title,
  titleAs: Title = 'p',
  children,
  action,
  onRetry,
  tone = 'neutral',
  role = tone === 'error' ? 'alert' : undefined,
  className,
}: EmptyStateProps) {
  return (
    <div className={cx(styles.empty, styles[tone], className)} role={role}>
      {title && <Title className={styles.title}>{title}</Title>}
      {typeof children === 'string' ? <p className={styles.text}>{children}</p> : children}
      {action ??
        (onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        ))}
    </div>
  );
}
