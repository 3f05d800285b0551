import { ReauthenticatedDownload } from '@/components/reauthentication';
import { buttonClassName } from '@/components/ui/button';
import { StaffPageHeader } from '@/features/staff/shell/components/staff-page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { AdminUsersView } from '@/features/staff/users/components/admin-users-view';
import { useSession } from '@/features/shared/auth/api/get-session';

export default function AdminUsersPage() {
  const { data: user } = useSession();
  return (
    <>
      <PageMeta title="Manage Users" description="Accounts, roles and access." />
      <StaffPageHeader
        title="Manage Users"
        lead="Every account, newest first, with its role, last login and resume. Make someone a recruiter or an admin, or disable an account to log it out everywhere."
        actions={
          <>
            <ReauthenticatedDownload
              href="/api/admin/export/users.csv"
              className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            >
              Export users (CSV)
            </ReauthenticatedDownload>
          </>
        }
      />
      <Section>
        <AdminUsersView currentUserId={user?._id} />
      </Section>
    </>
  );
}
