import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryStates } from '@/components/ui/query-states';
import { useLogout } from '@/features/shared/auth/api/logout';
import { useClientHome } from '../api/get-client-home';
import styles from './client-portal.module.css';

// /client/account: who is signed in, for which company, and the way out. (A name or an
// address to change is the recruiter's to change, on the company's page.)
export function ClientAccount() {
  const home = useClientHome();
  const logout = useLogout();
  const headingId = useId();
  return (
    <QueryStates query={home} errorTitle="We could not load your account">
      {(data) => (
        <Card as="section" aria-labelledby={headingId} className={styles.stack}>
          <h2 id={headingId} className={styles.cardTitle}>
            Your details
          </h2>
          <dl className={styles.details}>
            <dt>Name</dt>
            <dd>{data.contact.name}</dd>
            <dt>Email</dt>
            <dd>{data.contact.email}</dd>
            <dt>Company</dt>
            <dd>{data.company.name}</dd>
          </dl>
          <p className={styles.muted}>
            To change your name or address, or to add a colleague to the portal, ask your recruiter.
          </p>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() => {
                logout.mutate();
              }}
              disabled={logout.isPending}
            >
              Sign out
            </Button>
          </div>
        </Card>
      )}
    </QueryStates>
  );
}
