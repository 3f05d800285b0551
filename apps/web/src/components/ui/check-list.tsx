import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import styles from './check-list.module.css';

/**
 * CheckList: a list of short points in a section, each with an amber tick, in two columns
 * (one on phones).
 *
 * Props
 * - items: the points (text or inline content); keys are their index.
 * - className: spacing from the caller (margins).
 */
export function CheckList({
  items,
  className,
}: {
  items: readonly ReactNode[];
  className?: string;
}) {
  return (
    <ul className={cx(styles.checkList, className)}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
