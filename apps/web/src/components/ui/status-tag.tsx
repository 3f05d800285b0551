import type { HTMLAttributes } from 'react';
import { cx } from '@/lib/cx';
import styles from './status-tag.module.css';

/**
 * StatusTag: a small pill naming a state or category ("Active", "Filled", "Healthcare").
 * Badge: the same pill for a count or a short label next to something ("12", "You").
 *
 * Props
 * - tone: 'neutral' (default, tinted with a border) | 'accent' (amber) | 'success' |
 *   'danger' | 'strong' (dark, on-primary text).
 * - caps: small uppercase letters (StatusTag default true, Badge default false).
 * - children: the text; the tag is never the only carrier of meaning (no colour-only state).
 * - everything else goes to the <span>.
 */
export type TagTone = 'neutral' | 'accent' | 'success' | 'danger' | 'strong';

export type StatusTagProps = HTMLAttributes<HTMLSpanElement> & {
  tone?: TagTone;
  caps?: boolean;
};

export function StatusTag({ tone = 'neutral', caps = true, className, ...props }: StatusTagProps) {
  return (
    <span className={cx(styles.tag, styles[tone], caps && styles.caps, className)} {...props} />
  );
}

export function Badge({ tone = 'neutral', caps = false, className, ...props }: StatusTagProps) {
  return (
    <span
      className={cx(styles.tag, styles.badge, styles[tone], caps && styles.caps, className)}
      {...props}
    />
  );
}
