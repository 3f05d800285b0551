import { Trans, useLingui } from '@lingui/react/macro';
import { sharedTextIn } from '@/lib/i18n/shared-messages';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cx';
import styles from './create-alert-form.module.css';

type CreateAlertFormProps = {
  // The list's current query parameters: whatever filters the find-job page has.
  search: Record<string, string>;
  // Signed in: the account's address is used and the alert shows on the profile.
  signedIn: boolean;
  className?: string;
};

// The form itself loads on first use: most visits never open it.
const CreateAlertCard = lazy(() => import('./create-alert-card'));
function preloadCard() {
  void import('./create-alert-card').catch(() => undefined);
}

// "Email me jobs like these": saves the search on screen as a daily or weekly email. Part of
// the find-job page's alert island, so it asks the API itself (no query cache).
export function CreateAlertForm({ search, signedIn, className }: CreateAlertFormProps) {
  const [open, setOpen] = useState(false);
  const { i18n } = useLingui();
  const [done, setDone] = useState('');
  const formId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);

  return (
    <div className={cx(styles.box, className)}>
      <div className={styles.row}>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          onPointerEnter={preloadCard}
          onFocus={preloadCard}
          onClick={() => {
            setOpen(!open);
            setDone('');
          }}
        >
          <Trans>Email me jobs like these</Trans>
        </Button>
        <p ref={statusRef} tabIndex={-1} role="status" className={styles.done}>
          {done && sharedTextIn(i18n, done)}
          {done && signedIn && (
            <>
              {' '}
              <AppLink to="/profile">
                <Trans>Manage your alerts</Trans>
              </AppLink>
            </>
          )}
        </p>
      </div>
      {open && (
        <Suspense fallback={null}>
          <CreateAlertCard
            id={formId}
            search={search}
            signedIn={signedIn}
            onCreated={(message) => {
              setDone(message);
              setOpen(false);
              requestAnimationFrame(() => statusRef.current?.focus());
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
