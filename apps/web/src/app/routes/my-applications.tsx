import { useLingui } from '@lingui/react/macro';
import { AccountPage } from '@/app/account-page';
import { MyApplicationsList } from '@/features/account/my-account/components/my-applications-list';

export default function MyApplicationsPage() {
  const { t } = useLingui();
  return (
    <AccountPage
      title={t`My applications`}
      description={t`The jobs you applied to.`}
      lead={t`Every job you applied to, newest first, with where it stands.`}
    >
      <MyApplicationsList />
    </AccountPage>
  );
}
