import { useId, type ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { CardList } from '@/components/ui/card-list';
import { EmptyState } from '@/components/ui/empty-state';
import { Badge } from '@/components/ui/status-tag';
import styles from './today.module.css';

type TodaySectionProps = {
  title: string;
  total: number;
  // How many items are shown (the first few of `total`).
  shown: number;
  // A line under the heading (what "new" counts from).
  lead?: ReactNode;
  // Where the rest is, when there are more than shown.
  moreTo?: string;
  moreLabel?: string;
  children: ReactNode;
};

// One of Today's sections: its heading with how many items it holds, the first few as cards
// (each links to where it is handled), "Nothing waiting" when it is empty, and a link to the
// rest when there are more.
export function TodaySection({
  title,
  total,
  shown,
  lead,
  moreTo,
  moreLabel,
  children,
}: TodaySectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}{' '}
        <Badge tone={total > 0 ? 'accent' : 'neutral'} className={styles.count}>
          {total}
        </Badge>
      </h2>
      {lead && <p className={styles.sectionLead}>{lead}</p>}
      {total === 0 ? (
        <EmptyState className={styles.empty}>
          <p>Nothing waiting.</p>
        </EmptyState>
      ) : (
        <>
          <CardList aria-label={title}>{children}</CardList>
          {total > shown && (
            <p className={styles.more}>
              {moreTo ? (
                <AppLink to={moreTo}>
                  {moreLabel ?? 'See all'} ({total})
                </AppLink>
              ) : (
                `The first ${shown} of ${total}.`
              )}
            </p>
          )}
        </>
      )}
    </section>
  );
}
