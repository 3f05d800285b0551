import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { Card, type CardProps } from './card';
import styles from './card-list.module.css';

/**
 * CardList: a list of cards, one per record (an application, a saved job, an alert, a failed
 * email), each with a main column (title, meta lines) and a side column (a status tag or
 * buttons). The <ul> keeps list semantics, so screen readers announce how many there are.
 *
 * CardList props: everything goes to the <ul> (aria-label names the list, className...).
 *
 * CardListItem props
 * - layout: 'wrap' (default): main and side on one row, centred; the side drops under the
 *   main when the row is too narrow (phones). 'columns': stacked below 768px, and from 768px
 *   side by side with the side at the top, for a main column too tall to centre beside (a
 *   block of code).
 * - padding: Card's padding, 'md' (default) | 'lg' | 'sm' | 'none'.
 * - everything else goes to the <li> Card (className, aria-*...).
 *
 * CardListMain props
 * - gap: between its lines, 'xs' (default, 4px) for a title over plain meta lines | 'sm'
 *   (8px) for lines holding tags or blocks.
 * - fill: true (default) takes the row's free width and at least 20rem before the side
 *   wraps; false keeps it as wide as its content, so a short line keeps its button beside
 *   it even on a phone.
 *
 * CardListTitle props: headingLevel 'h2' (default) | 'h3' | 'h4'; className; children.
 *
 * CardListMeta: a muted small paragraph (date, place, file) under the title; className for
 * the caller's own inline layout.
 *
 * CardListSide props: gap between its tags and buttons, 'md' (default, 12px) | 'sm' (8px,
 * a row of buttons only); className; children.
 */
type Gap = 'xs' | 'sm' | 'md';

const GAP_CLASS: Record<Gap, string | undefined> = {
  xs: styles.gapXs,
  sm: styles.gapSm,
  md: styles.gapMd,
};

export function CardList({ className, ...props }: HTMLAttributes<HTMLUListElement>) {
  return <ul className={cx(styles.list, className)} {...props} />;
}

export type CardListItemProps = Omit<CardProps, 'as'> & {
  layout?: 'wrap' | 'columns';
};

export function CardListItem({ layout = 'wrap', className, ...props }: CardListItemProps) {
  return (
    <Card
      as="li"
      className={cx(layout === 'wrap' ? styles.wrap : styles.columns, className)}
      {...props}
    />
  );
}

type CardListMainProps = {
  gap?: Extract<Gap, 'xs' | 'sm'>;
  fill?: boolean;
  className?: string;
  children?: ReactNode;
};

export function CardListMain({ gap = 'xs', fill = true, className, children }: CardListMainProps) {
  return (
    <div className={cx(styles.main, GAP_CLASS[gap], fill && styles.fill, className)}>
      {children}
    </div>
  );
}

type CardListTitleProps = {
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
  children?: ReactNode;
};

export function CardListTitle({
  headingLevel: Heading = 'h2',
  className,
  children,
}: CardListTitleProps) {
  return <Heading className={cx(styles.title, className)}>{children}</Heading>;
}

export function CardListMeta({
  className,
  children,
}: {
  className?: string;
  children?: ReactNode;
}) {
  return <p className={cx(styles.meta, className)}>{children}</p>;
}

type CardListSideProps = {
  gap?: Extract<Gap, 'sm' | 'md'>;
  className?: string;
  children?: ReactNode;
};

export function CardListSide({ gap = 'md', className, children }: CardListSideProps) {
  return <div className={cx(styles.side, GAP_CLASS[gap], className)}>{children}</div>;
}
