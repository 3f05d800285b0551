import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import styles from './candidate-profile.module.css';

type PanelProps = {
  title: string;
  // Beside the heading (an "Edit" button, a count).
  aside?: ReactNode;
  children: ReactNode;
};

// One part of a candidate's page: a card labelled by its heading.
export function Panel({ title, aside, children }: PanelProps) {
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
