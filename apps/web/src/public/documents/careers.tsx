import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { OpeningList } from '@/features/careers/components/opening-list';
import { OPENINGS } from '@/features/careers/data/openings';
import { ReasonGrid } from '@/features/marketing/components/reason-grid';

const REASONS = [
  {
    title: 'Work that matters',
    text: 'Every day our team helps someone start a new job and helps a business get the people it needs to grow.',
  },
  {
    title: 'Learn from experienced people',
    text: 'You work next to recruiters, sales staff and project managers who know staffing across five industries.',
  },
  {
    title: 'Time to recharge',
    text: 'Our sales team works 9:00am–9:00pm CST on weekdays, with weekends and 11 federal holidays off.',
  },
];

export default function CareersPage() {
  return (
    <>
      <PageMeta
        title="Careers"
        description="Join our staffing agency: open positions for a Sales Representative and a Project Manager Internship."
      />
      <PageHeader
        eyebrow="Work with us"
        title="Careers"
        lead="We spend our days putting people to work. If you enjoy building relationships, solving problems and seeing your effort turn into someone’s new job, there is a place for you on our team."
      />
      <Section
        title="Open positions"
        titleId="careers-openings"
        lead="We are hiring for two roles on our own team. Read the details and apply in a few minutes with your resume."
      >
        <OpeningList openings={OPENINGS} />
      </Section>
      <Section tone="muted" title="Why join us" titleId="careers-why">
        <ReasonGrid reasons={REASONS} />
      </Section>
      <Section
        title="Looking for a job with one of our clients?"
        titleId="careers-clients"
        lead="These openings are on our own team. For positions with the employers we staff, browse the job board."
        actions={
          <ButtonLink to="/find-job" variant="secondary" size="lg">
            Find a Job
          </ButtonLink>
        }
      />
    </>
  );
}
