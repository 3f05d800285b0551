import type { Ref } from 'react';
import { Trans } from '@lingui/react/macro';
import type { User } from '@staffing/shared/user-schemas';
import { Button } from '@/components/ui/button';
import { ResumeLink } from './resume-link';
import styles from './profile.module.css';

type ProfileDetailsProps = {
  user: User;
  onEdit: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
};

// Spec section 4: the profile's view mode.
export function ProfileDetails({ user, onEdit, headingRef }: ProfileDetailsProps) {
  return (
    <div className={styles.card}>
      <div className={styles.cardHeader}>
        <h2 ref={headingRef} tabIndex={-1} className={styles.cardTitle}>
          <Trans>Your details</Trans>
        </h2>
        <Button variant="secondary" onClick={onEdit}>
          <Trans>Edit Profile</Trans>
        </Button>
      </div>
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt>
            <Trans>First name</Trans>
          </dt>
          <dd>{user.firstName}</dd>
        </div>
        <div className={styles.detail}>
          <dt>
            <Trans>Last name</Trans>
          </dt>
          <dd>{user.lastName}</dd>
        </div>
        <div className={styles.detail}>
          <dt>
            <Trans>Email</Trans>
          </dt>
          <dd className={styles.email}>{user.email}</dd>
        </div>
        <div className={styles.detail}>
          <dt>
            <Trans>Resume</Trans>
          </dt>
          <dd>
            {user.resume ? (
              <ResumeLink name={user.resume.name} />
            ) : (
              <span className={styles.muted}>
                <Trans>No resume on file.</Trans>
              </span>
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}
