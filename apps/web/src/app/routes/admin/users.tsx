import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';

export default function AdminUsersPage() {
  return (
    <>
      <PageMeta title="Manage Users" description="Accounts, roles and access." />
      <PageHeader
        eyebrow="Admin"
        title="Manage Users"
        lead="Every account, with its role, last login and resume."
      />
    </>
  );
}
