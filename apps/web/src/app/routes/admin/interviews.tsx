import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { InterviewCalendar } from '@/features/staff/interviews/components/interview-calendar';
import { StaffPageHeader } from '@/features/staff/shell/components/staff-page-header';

export default function AdminInterviewsPage() {
  return (
    <>
      <PageMeta title="Interviews" description="The agency's interviews by day." noIndex />
      <StaffPageHeader
        title="Interviews"
        lead="Every interview by day, at the time agreed in its own time zone (yours beside it when it differs). Move or cancel one here: the candidate and the client get the calendar update."
      />
      <Section>
        <InterviewCalendar />
      </Section>
    </>
  );
}
