import type { ReactNode } from 'react';
import styles from '../dev-ui.module.css';

// One titled sample of the catalogue.
export function Sample({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.sample}>
      <h3 className={styles.sampleTitle}>{title}</h3>
      {children}
    </div>
  );
}
