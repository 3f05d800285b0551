import type { ScreeningQuestion } from '@staffing/shared/screening-schemas';
import type { ApplyTarget } from '@/features/public/applications/api/submit-application';
import { ApplyButton } from '@/features/public/applications/components/apply-button';

type ApplyIslandProps = {
  target: ApplyTarget;
  // The signed-in visitor, whose names and email the form fills in.
  applicant: { firstName: string; lastName: string; email: string } | null;
  // A job's screening questions (with its page); an opening's are fetched when the form opens.
  questions: ScreeningQuestion[];
  label: string;
  block: boolean;
};

// 'Apply now' on a job page and 'Apply Now' on the agency's two openings, with the apply
// modal, whose code arrives on the first press.
export default function ApplyIsland(props: ApplyIslandProps) {
  return <ApplyButton {...props} />;
}
