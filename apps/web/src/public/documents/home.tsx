import type { ComponentType } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { IndustryFeatureCard } from '@/features/public/industries/components/industry-feature-card';
import { BusinessStaffingLinks } from '@/features/public/industries/components/business-staffing-links';
import {
  IndustryIllustration,
  MatchIllustration,
} from '@/features/public/industries/components/industry-illustration';
import {
  EMPLOYER_CONTENT,
  FEATURED_INDUSTRIES,
} from '@/features/public/industries/data/employer-content';
import { AlternatingHeadline } from '@/features/public/marketing/components/alternating-headline';
import { Carousel } from '@/features/public/marketing/components/carousel';
import {
  CONTACT_HEADLINES,
  HOME_BENEFITS,
  type Benefit,
} from '@/features/public/marketing/data/home-content';
import { INDUSTRY_NAMES } from '@/features/shared/job-facts/industry-names';
import { SHARED_PHRASES } from '@/lib/i18n/shared-messages';
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
  const { t, i18n } = useLingui();
  const site = useSiteConfig();
  const phoneHours = i18n._(SHARED_PHRASES.PHONE_HOURS);

  return (
    <>
      <PageMeta
        title={t`Jobs and Staffing`}
        description={t`Find a job or find talent in healthcare, construction, IT and tech, driving, and business and executive roles, with a candidate database of over 200 million.`}
      />

      <div className={styles.hero}>
        <Container className={styles.heroInner}>
          <div className={styles.heroText}>
            <Eyebrow>
              <Trans>Staffing agency</Trans>
            </Eyebrow>
            <h1 className={styles.title}>
              <Trans>Connecting great people with great employers</Trans>
            </h1>
            <p className={styles.lead}>
              <Trans>
                Jobs and staffing in healthcare, construction, IT and tech, driving, and business
                and executive roles, backed by a candidate database of over 200 million.
              </Trans>
            </p>
            <div className={styles.actions}>
              <div className={styles.action}>
                <span className={styles.actionLabel}>
                  <Trans>Looking for work?</Trans>
                </span>
                <ButtonLink to="/find-job" variant="accent" size="lg">
                  <Trans>Find a Job</Trans>
                </ButtonLink>
              </div>
              <div className={styles.action}>
                <span className={styles.actionLabel}>
                  <Trans>Hiring?</Trans>
                </span>
                <ButtonLink to="/find-talent" variant="inverse" size="lg">
                  <Trans>Find Talent</Trans>
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
        eyebrow={t`Why work with us`}
        title={t`Staffing that works for both sides of the hire`}
      >
        <ul className={styles.benefits}>
          {HOME_BENEFITS.map((benefit) => {
            const Icon = BENEFIT_ICONS[benefit.id];
            return (
              <li key={benefit.id} className={styles.benefit}>
                <span className={styles.benefitIcon}>
                  <Icon size={24} />
                </span>
                <h3 className={styles.benefitTitle}>{i18n._(benefit.title)}</h3>
                <p className={styles.benefitText}>{i18n._(benefit.text)}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section tone="muted">
        <Behaviour name="carousel" props={{}}>
          <Carousel
            titleId="home-industries"
            eyebrow={t`Industries`}
            title={t`Industries we staff`}
            lead={t`Specialist recruiters for the fields that keep communities running.`}
            slides={FEATURED_INDUSTRIES.map((industry) => ({
              id: industry,
              label: i18n._(INDUSTRY_NAMES[industry]),
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
              eyebrow={t`Business and executive staffing`}
              title={t`Professionals and leaders for every department`}
              lead={i18n._(EMPLOYER_CONTENT.Business.lead)}
            />
            <CheckList
              items={EMPLOYER_CONTENT.Business.roles.slice(0, 4).map((role) => i18n._(role))}
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
                eyebrow={
                  <Eyebrow>
                    <Trans>Contact us</Trans>
                  </Eyebrow>
                }
                messages={CONTACT_HEADLINES.map(({ id, text }) => ({ id, text: i18n._(text) }))}
              />
            </Behaviour>
            <p className={styles.contactLead}>
              <Trans>
                Tell us what you need and our team will get back to you. We answer the phone{' '}
                {phoneHours}.
              </Trans>
            </p>
          </div>
          <div className={styles.contactActions}>
            <ButtonLink to="/contact-us" variant="accent" size="lg">
              <Trans>Contact Us</Trans>
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
