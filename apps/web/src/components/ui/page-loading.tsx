import { MESSAGES } from '@staffing/shared/messages';
import styles from './page-loading.module.css';

// The page-area placeholder while a chunk or the session is loading. A min-height keeps the
// footer from jumping up and down on every navigation.
export function PageLoading() {
  return (
    <p className={styles.loading} role="status">
      <Spinner />
      {MESSAGES.loading}
    </p>
  );
}

// The turning ring on its own, for loading messages inside a section or a dialog.
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
