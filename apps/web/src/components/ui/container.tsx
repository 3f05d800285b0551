import type { HTMLAttributes } from 'react';
import { cx } from '@/lib/cx';
import styles from './container.module.css';

type ContainerProps = HTMLAttributes<HTMLDivElement> & { narrow?: boolean };

// The page's content column: one max width and gutter everywhere so edges line up.
export function Container({ narrow = false, className, ...props }: ContainerProps) {
  return <div className={cx(styles.container, narrow && styles.narrow, className)} {...props} />;
}
