import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES } from '@staffing/shared/messages';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { PageMeta } from '@/components/ui/page-meta';
import { MyDataPanel } from '@/features/account/my-account/components/my-data-panel';
import { VerificationNotice } from '@/features/account/my-account/components/verification-notice';
import { sessionQueryKey, useSession } from '@/features/shared/auth/api/get-session';
import { AuthLayout } from '@/features/shared/auth/components/auth-layout';
import { FormStatus } from '@/features/shared/auth/components/form-field';
import { ProfileDetails } from '@/features/shared/auth/components/profile-details';
import { ProfileEditForm } from '@/features/shared/auth/components/profile-edit-form';
import styles from './profile.module.css';

// Spec section 4: view mode and edit mode; a successful update returns to view mode.
export default function ProfilePage() {
  const { data: user } = useSession();
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [saved, setSaved] = useState(false);
  // Focus follows the mode switch (the button that started it is gone), but not on first load.
  const [returnFocus, setReturnFocus] = useState(false);
  const viewHeadingRef = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useLingui();

  useEffect(() => {
    if (mode === 'view' && returnFocus) viewHeadingRef.current?.focus();
  }, [mode, returnFocus]);

  return (
    <>
      <PageMeta title={t`Profile`} description={t`View and edit your profile.`} />
      <PageHeader
        title={t`Profile`}
        lead={t`View and edit your name, email and resume.`}
        actions={
          <ButtonLink to="/profile/alerts" variant="secondary" size="sm">
            <Trans>Job alerts</Trans>
          </ButtonLink>
        }
      />
      <AuthLayout width="wide">
        <div className={styles.stack}>
          <FormStatus message={saved ? MESSAGES.profileUpdated : null} />
          {user && !user.emailVerified && <VerificationNotice email={user.email} />}
          {user && (
            <nav aria-label={t`My account`} className={styles.accountLinks}>
              <ButtonLink to="/profile/applications" variant="secondary" size="sm">
                <Trans>My applications</Trans>
              </ButtonLink>
              <ButtonLink to="/profile/saved-jobs" variant="secondary" size="sm">
                <Trans>Saved jobs</Trans>
              </ButtonLink>
              <ButtonLink to="/profile/security" variant="secondary" size="sm">
                <Trans>Sign-in and security</Trans>
              </ButtonLink>
            </nav>
          )}
          {!user ? (
            // The route guard only renders this page for a logged-in user; this covers the
            // moment after a logout elsewhere clears the session.
            <PageLoading />
          ) : mode === 'view' ? (
            <ProfileDetails
              user={user}
              headingRef={viewHeadingRef}
              onEdit={() => {
                setSaved(false);
                setMode('edit');
              }}
            />
          ) : (
            <ProfileEditForm
              user={user}
              onSaved={() => {
                setSaved(true);
                setReturnFocus(true);
                setMode('view');
              }}
              onCancel={() => {
                setReturnFocus(true);
                setMode('view');
              }}
            />
          )}
          {user && mode === 'view' && (
            <MyDataPanel
              onDeleted={() => {
                queryClient.setQueryData(sessionQueryKey, null);
                queryClient.removeQueries({
                  predicate: (query) => query.queryKey !== sessionQueryKey,
                });
                void navigate('/', { replace: true });
              }}
            />
          )}
        </div>
      </AuthLayout>
    </>
  );
}
