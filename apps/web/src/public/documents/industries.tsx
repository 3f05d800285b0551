import { Trans, useLingui } from '@lingui/react/macro';
import { CallToAction } from '@/components/ui/call-to-action';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { BusinessStaffingLinks } from '@/features/public/industries/components/business-staffing-links';
import { IndustryFeatureCard } from '@/features/public/industries/components/industry-feature-card';
import { FEATURED_INDUSTRIES } from '@/features/public/industries/data/employer-content';
import styles from './industries.module.css';

// Spec: a static page of four industry cards.
export default function IndustriesPage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta
        title={t`Industries`}
        description={t`The industries we staff: healthcare, construction, IT and tech, and drivers. Find a job or hire talent in each.`}
      />
      <PageHeader
        eyebrow={t`What we do`}
        title={t`Industries`}
        lead={t`We place people in healthcare, construction, IT and tech, and driving roles, drawing on a candidate database of over 200 million.`}
      />
      <Section aria-labelledby="industries-list">
        <h2 id="industries-list" className="visually-hidden">
          <Trans>Our industries</Trans>
        </h2>
        <ul className={styles.grid}>
          {FEATURED_INDUSTRIES.map((industry) => (
            <li key={industry} className={styles.item}>
              <IndustryFeatureCard industry={industry} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="muted" aria-labelledby="industries-business">
        <CallToAction
          titleId="industries-business"
          title={t`Business and executive staffing`}
          actions={<BusinessStaffingLinks />}
        >
          <Trans>
            Office, professional and executive roles across business functions, including
            confidential searches for senior leaders.
          </Trans>
        </CallToAction>
      </Section>
    </>
  );
}
