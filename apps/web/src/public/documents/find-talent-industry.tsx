import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { INDUSTRY_SLUGS, industryFromSlug } from '@staffing/shared/constants';
import { NotFoundView } from '@/components/layout/not-found-view';
import { ButtonLink } from '@/components/ui/button';
import { CallToAction } from '@/components/ui/call-to-action';
import { MediaCard } from '@/components/ui/media-card';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { CheckList } from '@/components/ui/check-list';
import { Section } from '@/components/ui/section';
import { IndustryIllustration } from '@/features/public/industries/components/industry-illustration';
import { EMPLOYER_CONTENT } from '@/features/public/industries/data/employer-content';
import { INDUSTRY_ORDER } from '@/features/public/industries/data/industry-content';
import { INDUSTRY_NAMES } from '@/features/shared/job-facts/industry-names';
import { SHARED_PHRASES } from '@/lib/i18n/shared-messages';
import styles from './find-talent-industry.module.css';
import { REQUEST_STAFF_ID, RequestStaffSection } from './request-staff-section';

export default function FindTalentIndustryPage() {
  const { t, i18n } = useLingui();
  const { industrySlug = '' } = useParams();
  const industry = industryFromSlug(industrySlug);
  if (!industry) return <NotFoundView />;

  const label = i18n._(INDUSTRY_NAMES[industry]);
  const content = EMPLOYER_CONTENT[industry];
  const lead = i18n._(content.lead);
  const paragraphs = content.paragraphs.map((paragraph) => i18n._(paragraph));
  const others = INDUSTRY_ORDER.filter((other) => other !== industry);
  const phoneHours = i18n._(SHARED_PHRASES.PHONE_HOURS);

  return (
    <>
      <PageMeta title={t`${label} Staffing`} description={`${lead} ${paragraphs[0] ?? ''}`} />
      <PageHeader
        eyebrow={t`Find Talent`}
        title={t`${label} Staffing`}
        lead={lead}
        actions={
          <>
            <ButtonLink to="/contact-us" variant="accent" size="lg">
              <Trans>Contact Us</Trans>
            </ButtonLink>
            <ButtonLink to={`#${REQUEST_STAFF_ID}`} variant="secondary" size="lg">
              <Trans>Request staff</Trans>
            </ButtonLink>
          </>
        }
      />

      <Section aria-labelledby="talent-overview">
        <div className={styles.layout}>
          <div className={styles.text}>
            <h2 id="talent-overview">{i18n._(content.overviewTitle)}</h2>
            {paragraphs.map((paragraph) => (
              <p key={paragraph} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
            <h3 className={styles.rolesTitle}>
              <Trans>Roles we fill</Trans>
            </h3>
            <CheckList items={content.roles.map((role) => i18n._(role))} />
          </div>
          <MediaCard elevation="md" media={<IndustryIllustration industry={industry} />}>
            <ul className={styles.highlights}>
              {content.highlights.map((highlight) => (
                <li key={highlight.title.id} className={styles.highlight}>
                  <h3 className={styles.highlightTitle}>{i18n._(highlight.title)}</h3>
                  <p className={styles.highlightText}>{i18n._(highlight.text)}</p>
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
          title={i18n._(content.contactTitle)}
          actions={
            <ButtonLink to="/contact-us" variant="primary" size="lg">
              <Trans>Contact Us</Trans>
            </ButtonLink>
          }
        >
          <Trans>
            Send us a message and our team will get back to you, or call us {phoneHours}.
          </Trans>
        </CallToAction>
        <nav className={styles.others} aria-labelledby="talent-others">
          <h2 id="talent-others" className={styles.othersTitle}>
            <Trans>Other industries we staff</Trans>
          </h2>
          <ul className={styles.othersList}>
            {others.map((other) => (
              <li key={other}>
                <Link to={`/find-talent/${INDUSTRY_SLUGS[other]}`} className={styles.otherLink}>
                  {i18n._(INDUSTRY_NAMES[other])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Section>
    </>
  );
}
