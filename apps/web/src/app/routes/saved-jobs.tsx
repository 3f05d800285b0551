import { useLingui } from '@lingui/react/macro';
import { AccountPage } from '@/app/account-page';
import { SavedJobsList } from '@/features/account/saved-jobs/components/saved-jobs-list';

export default function SavedJobsPage() {
  const { t } = useLingui();
  return (
    <AccountPage
      title={t`Saved jobs`}
      description={t`Jobs you saved for later.`}
      lead={t`Jobs you kept for later. Closed ones are marked.`}
    >
      <SavedJobsList />
    </AccountPage>
  );
}
