import type { Ref } from 'react';
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
          Your details
        </h2>
        <Button variant="secondary" onClick={onEdit}>
          Edit Profile
        </Button>
      </div>
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt>First name</dt>
          <dd>{user.firstName}</dd>
        </div>
        <div className={styles.detail}>
          <dt>Last name</dt>
          <dd>{user.lastName}</dd>
        </div>
        <div className={styles.detail}>
          <dt>Email</dt>
          <dd className={styles.email}>{user.email}</dd>
        </div>
        <div className={styles.detail}>
          <dt>Resume</dt>
          <dd>
            {user.resume ? (
              <ResumeLink name={user.resume.name} />
            ) : (
              <span className={styles.muted}>No resume on file.</span>
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}
