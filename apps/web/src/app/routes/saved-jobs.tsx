import { AccountPage } from '@/app/account-page';
import { SavedJobsList } from '@/features/saved-jobs/components/saved-jobs-list';

export default function SavedJobsPage() {
  return (
    <AccountPage
      title="Saved jobs"
      description="Jobs you saved for later."
      lead="Jobs you kept for later. Closed ones are marked."
    >
      <SavedJobsList />
    </AccountPage>
  );
}
