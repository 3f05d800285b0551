import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink } from '@/components/ui/app-link';
import { INDUSTRY_SLUGS, type Industry } from '@staffing/shared/constants';
import { ArrowRightIcon } from '@/components/ui/icons';
import { MediaCard } from '@/components/ui/media-card';
import { INDUSTRY_SUMMARIES } from '../data/industry-content';
import { INDUSTRY_NAMES } from '@/features/shared/job-facts/industry-names';
import { IndustryIllustration } from './industry-illustration';
import styles from './industry-feature-card.module.css';

type IndustryFeatureCardProps = {
  industry: Industry;
  headingLevel?: 'h2' | 'h3';
};

// A larger card with the industry's illustration and one way in for each audience: jobs
// for job seekers, talent for employers. Used by the home carousel and /industries.
export function IndustryFeatureCard({ industry, headingLevel = 'h3' }: IndustryFeatureCardProps) {
  const { i18n } = useLingui();
  const Heading = headingLevel;
  const label = i18n._(INDUSTRY_NAMES[industry]);
  const slug = INDUSTRY_SLUGS[industry];
  return (
    <MediaCard
      as="article"
      interactive
      className={styles.card}
      media={<IndustryIllustration industry={industry} />}
    >
      <div className={styles.body}>
        <Heading className={styles.title}>{label}</Heading>
        <p className={styles.summary}>{i18n._(INDUSTRY_SUMMARIES[industry])}</p>
        <div className={styles.links}>
          <AppLink to={`/find-job/${slug}`} className={styles.link}>
            <Trans>
              Find jobs<span className="visually-hidden"> in {label}</span>
            </Trans>
            <ArrowRightIcon size={16} />
          </AppLink>
          <AppLink to={`/find-talent/${slug}`} className={styles.link}>
            <Trans>
              Hire talent<span className="visually-hidden"> in {label}</span>
            </Trans>
            <ArrowRightIcon size={16} />
          </AppLink>
        </div>
      </div>
    </MediaCard>
  );
}
