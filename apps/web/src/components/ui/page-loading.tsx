import { useLingui } from '@lingui/react/macro';
import styles from './page-loading.module.css';

// The page-area placeholder while a chunk or the session is loading. A min-height keeps the
// footer from jumping up and down on every navigation.
export function PageLoading() {
  const { t } = useLingui();
  return (
    <p className={styles.loading} role="status">
      <Spinner />
      {/* The spec's MESSAGES.loading, the same catalogue entry as the shared one. */}
      {t`Loading...`}
    </p>
  );
}

// The turning ring on its own, for loading messages inside a section or a dialog.
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
