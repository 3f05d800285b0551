import type { Job } from '@staffing/shared/job-schemas';
import { useSession } from '@/features/auth/api/get-session';
import { SaveJobButton } from '@/features/saved-jobs/components/save-job-button';

// Joins the session (auth feature) and the save toggle (saved-jobs feature) for the job
// lists, which know neither.
export function useSaveJobAction(): (job: Job) => React.ReactNode {
  const session = useSession();
  const signedIn = session.isPending ? undefined : Boolean(session.data);
  return function renderSaveJob(job) {
    return <SaveJobButton jobId={job._id} jobTitle={job.overview.title} signedIn={signedIn} />;
  };
}
