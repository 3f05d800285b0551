import { SaveJobButton } from '@/features/account/saved-jobs/components/save-job-button';

type SaveJobIslandProps = {
  jobId: string;
  jobTitle: string;
  // The document knows the session; signed out, the button is a link to the login page.
  signedIn: boolean;
  // The page's path and query, to come back to after logging in.
  returnTo: string;
  size: 'sm' | 'md';
};

// 'Save' on a job page and on each job card.
export default function SaveJobIsland(props: SaveJobIslandProps) {
  return <SaveJobButton {...props} />;
}
