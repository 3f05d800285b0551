import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import styles from './call-to-action.module.css';

/**
 * CallToAction: the closing "get in touch" block of a page: a heading and a line of text on
 * one side, its buttons on the other (under the text when the row is too narrow).
 *
 * Props
 * - title: the heading; titleId gives it an id (for the section's aria-labelledby).
 * - headingLevel: 'h2' (default) | 'h3' | 'h4'.
 * - children: the line of text under the heading.
 * - actions: the buttons or links.
 * - tone: 'plain' (default, sits on the section's own background) | 'inverse' (a navy
 *   panel). On phones the buttons take the full width, one per line.
 * - className: spacing from the caller (margins).
 */
type CallToActionProps = {
  title: ReactNode;
  titleId?: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
  children?: ReactNode;
  actions: ReactNode;
  tone?: 'plain' | 'inverse';
  className?: string;
};

export function CallToAction({
  title,
  titleId,
  headingLevel: Heading = 'h2',
  children,
  actions,
  tone = 'plain',
  className,
}: CallToActionProps) {
  return (
    <div className={cx(styles.cta, tone === 'inverse' && styles.inverse, className)}>
      <div>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {children && <p className={styles.text}>{children}</p>}
      </div>
      <div className={styles.actions}>{actions}</div>
    </div>
  );
}
