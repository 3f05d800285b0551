import type { ReactNode } from 'react';
import styles from './script-required.module.css';

// A form that sends JSON or a file cannot work without a script: where the browser runs none,
// the page says so above the form instead of leaving a button that does nothing.
export function ScriptRequired({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <p className={styles.note}>{children}</p>
    </noscript>
  );
}
