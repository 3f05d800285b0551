import { Link, useParams } from 'react-router';
import {
  INDUSTRY_LABELS,
  INDUSTRY_SLUGS,
  PHONE_HOURS,
  industryFromSlug,
} from '@staffing/shared/constants';
import { NotFoundView } from '@/components/layout/not-found-view';
import { ButtonLink } from '@/components/ui/button';
import { CallToAction } from '@/components/ui/call-to-action';
import { MediaCard } from '@/components/ui/media-card';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { CheckList } from '@/components/ui/check-list';
import { Section } from '@/components/ui/section';
import { IndustryIllustration } from '@/features/industries/components/industry-illustration';
import { EMPLOYER_CONTENT } from '@/features/industries/data/employer-content';
import { INDUSTRY_ORDER } from '@/features/industries/data/industry-content';
import styles from './find-talent-industry.module.css';
import { REQUEST_STAFF_ID, RequestStaffSection } from './request-staff-section';

export default function FindTalentIndustryPage() {
  const { industrySlug = '' } = useParams();
  const industry = industryFromSlug(industrySlug);
  if (!industry) return <NotFoundView />;

  const label = INDUSTRY_LABELS[industry];
  const content = EMPLOYER_CONTENT[industry];
  const others = INDUSTRY_ORDER.filter((other) => other !== industry);

  return (
    <>
      <PageMeta
        title={`${label} Staffing`}
        description={`${content.lead} ${content.paragraphs[0] ?? ''}`}
      />
      <PageHeader
        eyebrow="Find Talent"
        title={`${label} Staffing`}
        lead={content.lead}
        actions={
          <>
            <ButtonLink to="/contact-us" variant="accent" size="lg">
              Contact Us
            </ButtonLink>
            <ButtonLink to={`#${REQUEST_STAFF_ID}`} variant="secondary" size="lg">
              Request staff
            </ButtonLink>
          </>
        }
      />

      <Section aria-labelledby="talent-overview">
        <div className={styles.layout}>
          <div className={styles.text}>
            <h2 id="talent-overview">{content.overviewTitle}</h2>
            {content.paragraphs.map((paragraph) => (
              <p key={paragraph} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
            <h3 className={styles.rolesTitle}>Roles we fill</h3>
            <CheckList items={content.roles} />
          </div>
          <MediaCard elevation="md" media={<IndustryIllustration industry={industry} />}>
            <ul className={styles.highlights}>
              {content.highlights.map((highlight) => (
                <li key={highlight.title} className={styles.highlight}>
                  <h3 className={styles.highlightTitle}>{highlight.title}</h3>
                  <p className={styles.highlightText}>{highlight.text}</p>
                </li>
              ))}
            </ul>
          </MediaCard>
        </div>
      </Section>

      <RequestStaffSection industry={industry} />

      <Section tone="muted" aria-labelledby="talent-contact">
        <CallToAction
          titleId="talent-contact"
          title={content.contactTitle}
          actions={
            <ButtonLink to="/contact-us" variant="primary" size="lg">
              Contact Us
            </ButtonLink>
          }
        >
          Send us a message and our team will get back to you, or call us {PHONE_HOURS}.
        </CallToAction>
        <nav className={styles.others} aria-labelledby="talent-others">
          <h2 id="talent-others" className={styles.othersTitle}>
            Other industries we staff
          </h2>
          <ul className={styles.othersList}>
            {others.map((other) => (
              <li key={other}>
                <Link to={`/find-talent/${INDUSTRY_SLUGS[other]}`} className={styles.otherLink}>
                  {INDUSTRY_LABELS[other]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Section>
    </>
  );
}
