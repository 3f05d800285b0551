import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';

export default function ProfilePage() {
  return (
    <>
      <PageMeta title="Profile" description="View and edit your profile." />
      <PageHeader title="Profile" lead="View and edit your name, email and resume." />
    </>
  );
}
