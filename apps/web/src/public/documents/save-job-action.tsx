import { useLocation } from 'react-router';
import type { Job } from '@staffing/shared/job-schemas';
import { useSession } from '@/features/shared/auth/api/get-session';
import { Island } from '../island';
import SaveJobIsland from '../islands/save-job';

// Joins the session (auth feature) and the save toggle (saved-jobs feature, an island) for
// the job pages and lists, which know neither. `title` names the job in the page's language
// (a Spanish job page's Spanish title).
export function useSaveJobAction(): (
  job: Job,
  size?: 'sm' | 'md',
  title?: string,
) => React.ReactNode {
  const { data: user } = useSession();
  const { pathname, search } = useLocation();
  return function renderSaveJob(job, size = 'sm', title = job.overview.title) {
    return (
      <Island
        name="save-job"
        component={SaveJobIsland}
        // Signed in, the button reads whether the job is saved as it starts.
        hydrate={user ? 'load' : 'interaction'}
        props={{
          jobId: job._id,
          jobTitle: title,
          signedIn: Boolean(user),
          returnTo: `${pathname}${search}`,
          size,
        }}
      />
    );
  };
}
