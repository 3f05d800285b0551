import type { AnchorHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import { AppLink, type AppLinkProps } from './app-link';
import { cx } from '@/lib/cx';
import styles from './card.module.css';

/**
 * Card: a bordered, rounded surface that groups one thing (a job, an industry, a form group).
 *
 * Props
 * - as: the element, 'div' (default), 'li', 'article', 'section' or 'fieldset'.
 * - padding: 'md' (default, 20/24px) | 'lg' (24px) | 'sm' (16px) | 'none'.
 * - interactive: lifts on hover and draws the focus ring around the whole card when its
 *   <CardLink> has keyboard focus; the CardLink's click area then covers the card.
 * - accent: 'top' draws an accent bar along the top edge.
 * - everything else goes to the element (className, aria-*, id...).
 *
 * CardLink: the card's one link (its title, usually); in an interactive card its click area
 * stretches over the whole card. Same props as AppLink.
 */
type CardElement = 'div' | 'li' | 'article' | 'section' | 'fieldset';

export type CardProps = HTMLAttributes<HTMLElement> & {
  as?: CardElement;
  padding?: 'none' | 'sm' | 'md' | 'lg';
  interactive?: boolean;
  accent?: 'none' | 'top';
  children?: ReactNode;
};

export function Card({
  as: Element = 'div',
  padding = 'md',
  interactive = false,
  accent = 'none',
  className,
  ...props
}: CardProps) {
  return (
    <Element
      className={cx(
        styles.card,
        padding !== 'none' && styles[`pad-${padding}`],
        interactive && styles.interactive,
        accent === 'top' && styles.accentTop,
        className,
      )}
      {...props}
    />
  );
}

export function CardLink({ className, ...props }: AppLinkProps) {
  return <AppLink className={cx(styles.link, className)} {...props} />;
}

// For a card whose link leaves the app (a plain <a>).
export function CardAnchor({ className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={cx(styles.link, className)} {...props} />;
}
