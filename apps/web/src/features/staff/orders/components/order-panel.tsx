import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import styles from './order-detail.module.css';

// One part of an order's page: a card labelled by its heading.
export function OrderPanel({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className={styles.panel}>
      <div className={styles.panelHeader}>
        <h2 id={headingId} className={styles.panelTitle}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </Card>
  );
}
