import { AccountPage } from '@/app/account-page';
import { MyApplicationsList } from '@/features/account/components/my-applications-list';

export default function MyApplicationsPage() {
  return (
    <AccountPage
      title="My applications"
      description="The jobs you applied to."
      lead="Every job you applied to, newest first, with where it stands."
    >
      <MyApplicationsList />
    </AccountPage>
  );
}
