import type { ComponentType } from 'react';
import { CANDIDATE_DATABASE_CLAIM, INDUSTRY_LABELS, PHONE_HOURS } from '@staffing/shared/constants';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import {
  ArrowRightIcon,
  BriefcaseIcon,
  ClockIcon,
  PhoneIcon,
  SearchIcon,
  UserIcon,
} from '@/components/ui/icons';
import { PageMeta } from '@/components/ui/page-meta';
import { CheckList } from '@/components/ui/check-list';
import { Eyebrow, Section, SectionHeader } from '@/components/ui/section';
import { IndustryFeatureCard } from '@/features/industries/components/industry-feature-card';
import { BusinessStaffingLinks } from '@/features/industries/components/business-staffing-links';
import {
  IndustryIllustration,
  MatchIllustration,
} from '@/features/industries/components/industry-illustration';
import { EMPLOYER_CONTENT, FEATURED_INDUSTRIES } from '@/features/industries/data/employer-content';
import { AlternatingHeadline } from '@/features/marketing/components/alternating-headline';
import { Carousel } from '@/features/marketing/components/carousel';
import {
  CONTACT_HEADLINES,
  HOME_BENEFITS,
  type Benefit,
} from '@/features/marketing/data/home-content';
import { toTelHref } from '@/lib/phone';
import { useSiteConfig } from '@/lib/site-config';
import { Behaviour } from '../island';
import styles from './home.module.css';

const BENEFIT_ICONS: Record<Benefit['id'], ComponentType<{ size?: number }>> = {
  database: SearchIcon,
  industries: BriefcaseIcon,
  seekers: UserIcon,
  employers: ClockIcon,
};

// The carousel and the contact headline move on their own, by plain scripts over the markup
// drawn here (behaviours, ADR 0021): the page loads no React until a person reaches an island.
export default function HomePage() {
  const site = useSiteConfig();

  return (
    <>
      <PageMeta
        title="Jobs and Staffing"
        description={`Find a job or find talent in healthcare, construction, IT and tech, driving, and business and executive roles, with a candidate database of ${CANDIDATE_DATABASE_CLAIM}.`}
      />

      <div className={styles.hero}>
        <Container className={styles.heroInner}>
          <div className={styles.heroText}>
            <Eyebrow>Staffing agency</Eyebrow>
            <h1 className={styles.title}>Connecting great people with great employers</h1>
            <p className={styles.lead}>
              Jobs and staffing in healthcare, construction, IT and tech, driving, and business and
              executive roles, backed by a candidate database of {CANDIDATE_DATABASE_CLAIM}.
            </p>
            <div className={styles.actions}>
              <div className={styles.action}>
                <span className={styles.actionLabel}>Looking for work?</span>
                <ButtonLink to="/find-job" variant="accent" size="lg">
                  Find a Job
                </ButtonLink>
              </div>
              <div className={styles.action}>
                <span className={styles.actionLabel}>Hiring?</span>
                <ButtonLink to="/find-talent" variant="inverse" size="lg">
                  Find Talent
                </ButtonLink>
              </div>
            </div>
          </div>
          <div className={styles.heroArt}>
            <MatchIllustration />
          </div>
        </Container>
      </div>

      <Section
        titleId="home-benefits"
        eyebrow="Why work with us"
        title="Staffing that works for both sides of the hire"
      >
        <ul className={styles.benefits}>
          {HOME_BENEFITS.map((benefit) => {
            const Icon = BENEFIT_ICONS[benefit.id];
            return (
              <li key={benefit.id} className={styles.benefit}>
                <span className={styles.benefitIcon}>
                  <Icon size={24} />
                </span>
                <h3 className={styles.benefitTitle}>{benefit.title}</h3>
                <p className={styles.benefitText}>{benefit.text}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section tone="muted">
        <Behaviour name="carousel" props={{}}>
          <Carousel
            titleId="home-industries"
            eyebrow="Industries"
            title="Industries we staff"
            lead="Specialist recruiters for the fields that keep communities running."
            slides={FEATURED_INDUSTRIES.map((industry) => ({
              id: industry,
              label: INDUSTRY_LABELS[industry],
              content: <IndustryFeatureCard industry={industry} headingLevel="h3" />,
            }))}
          />
        </Behaviour>
      </Section>

      <Section aria-labelledby="home-business">
        <div className={styles.split}>
          <div className={styles.splitArt}>
            <IndustryIllustration industry="Business" />
          </div>
          <div>
            <SectionHeader
              titleId="home-business"
              eyebrow="Business and executive staffing"
              title="Professionals and leaders for every department"
              lead={EMPLOYER_CONTENT.Business.lead}
            />
            <CheckList
              items={EMPLOYER_CONTENT.Business.roles.slice(0, 4)}
              className={styles.checkList}
            />
            <div className={styles.splitActions}>
              <BusinessStaffingLinks />
            </div>
          </div>
        </div>
      </Section>

      <Section aria-labelledby="home-contact">
        <div className={styles.contactPanel}>
          <div className={styles.contactText}>
            <Behaviour name="alternating-headline" props={{}}>
              <AlternatingHeadline
                id="home-contact"
                eyebrow={<Eyebrow>Contact us</Eyebrow>}
                messages={CONTACT_HEADLINES}
              />
            </Behaviour>
            <p className={styles.contactLead}>
              Tell us what you need and our team will get back to you. We answer the phone{' '}
              {PHONE_HOURS}.
            </p>
          </div>
          <div className={styles.contactActions}>
            <ButtonLink to="/contact-us" variant="accent" size="lg">
              Contact Us
              <ArrowRightIcon size={18} />
            </ButtonLink>
            {site && (
              <a className={styles.phone} href={toTelHref(site.phone)}>
                <PhoneIcon size={18} />
                {site.phone}
              </a>
            )}
          </div>
        </div>
      </Section>
    </>
  );
}
