import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import styles from './media-card.module.css';

/**
 * MediaCard: a card with a picture panel and a body. While the card is narrow the picture
 * sits on top; once the card itself is 34rem wide the picture goes beside the body. It is a
 * container query, so the same card works in a three-up carousel, a single slide on a
 * tablet and a page's side column alike.
 *
 * Props
 * - media: the picture (an illustration).
 * - children: the body, laid out by the caller.
 * - as: 'div' (default) | 'article'.
 * - elevation: 'sm' (default) | 'md', the resting shadow.
 * - interactive: the border and shadow lift on hover (a card whose links lead on).
 * - className: sizing from the caller (height: 100% in a row of equal cards).
 */
type MediaCardProps = {
  media: ReactNode;
  children: ReactNode;
  as?: 'div' | 'article';
  elevation?: 'sm' | 'md';
  interactive?: boolean;
  className?: string;
};

export function MediaCard({
  media,
  children,
  as: Element = 'div',
  elevation = 'sm',
  interactive = false,
  className,
}: MediaCardProps) {
  return (
    <Element
      className={cx(
        styles.card,
        elevation === 'md' && styles.raised,
        interactive && styles.interactive,
        className,
      )}
    >
      <div className={styles.inner}>
        <div className={styles.media}>{media}</div>
        {children}
      </div>
    </Element>
  );
}
