import { CANDIDATE_DATABASE_CLAIM } from '@staffing/shared/constants';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { IndustryGrid } from '@/features/industries/components/industry-grid';
import styles from './home.module.css';

// Placeholder home page: hero and industries. The carousel, benefits and alternating
// contact headline from the spec replace the sections below.
export default function HomePage() {
  return (
    <>
      <PageMeta
        title="Jobs and Staffing"
        description="Find a job or find talent in healthcare, construction, IT and tech, driving and business."
      />
      <div className={styles.hero}>
        <Container>
          <p className={styles.eyebrow}>Staffing agency</p>
          <h1 className={styles.title}>Connecting great people with great employers</h1>
          <p className={styles.lead}>
            Jobs and staffing in healthcare, construction, IT and tech, driving, and business,
            backed by a candidate database of {CANDIDATE_DATABASE_CLAIM}.
          </p>
          <div className={styles.actions}>
            <ButtonLink to="/find-job" variant="accent" size="lg">
              Find a Job
            </ButtonLink>
            <ButtonLink to="/find-talent" variant="inverse" size="lg">
              Find Talent
            </ButtonLink>
          </div>
        </Container>
      </div>

      <Section aria-labelledby="home-industries">
        <h2 id="home-industries">Industries we staff</h2>
        <p className={styles.sectionLead}>Choose an industry to see what we offer job seekers.</p>
        {/* The spec's home carousel features these four. */}
        <IndustryGrid
          basePath="/find-job"
          headingLevel="h3"
          industries={['Healthcare', 'Construction', 'ItTech', 'Drivers']}
        />
      </Section>

      <Section tone="muted" aria-labelledby="home-contact">
        <div className={styles.contact}>
          <div>
            <h2 id="home-contact">Looking for work, or hiring?</h2>
            <p className={styles.sectionLead}>
              Tell us what you need and our team will get back to you.
            </p>
          </div>
          <ButtonLink to="/contact-us" variant="primary" size="lg">
            Contact Us
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
