import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';

export default function ResetPasswordPage() {
  return (
    <>
      <PageMeta title="Reset Password" description="Choose a new password for your account." />
      <PageHeader title="Reset Password" lead="Choose a new password for your account." />
    </>
  );
}
