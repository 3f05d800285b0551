import type { ComponentType } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { INDUSTRY_SLUGS, type Industry } from '@staffing/shared/constants';
import {
  ArrowRightIcon,
  BriefcaseIcon,
  HardHatIcon,
  HeartPulseIcon,
  MonitorIcon,
  TruckIcon,
} from '@/components/ui/icons';
import { Card, CardLink } from '@/components/ui/card';
import { INDUSTRY_ORDER, INDUSTRY_SUMMARIES } from '../data/industry-content';
import { INDUSTRY_NAMES } from '@/features/shared/job-facts/industry-names';
import styles from './industry-grid.module.css';

const INDUSTRY_ICONS: Record<Industry, ComponentType<{ size?: number }>> = {
  Healthcare: HeartPulseIcon,
  Construction: HardHatIcon,
  ItTech: MonitorIcon,
  Drivers: TruckIcon,
  Business: BriefcaseIcon,
};

type IndustryGridProps = {
  // '/find-job' for job seekers, '/find-talent' for employers.
  basePath: '/find-job' | '/find-talent';
  industries?: readonly Industry[];
  headingLevel?: 'h2' | 'h3';
};

export function IndustryGrid({
  basePath,
  industries = INDUSTRY_ORDER,
  headingLevel = 'h2',
}: IndustryGridProps) {
  const { i18n } = useLingui();
  const Heading = headingLevel;
  return (
    <ul className={styles.grid}>
      {industries.map((industry) => {
        const Icon = INDUSTRY_ICONS[industry];
        return (
          <Card as="li" key={industry} interactive padding="lg" className={styles.card}>
            <span className={styles.icon}>
              <Icon size={26} />
            </span>
            <Heading className={styles.title}>
              {/* The whole card is clickable through this link's ::after overlay. */}
              <CardLink to={`${basePath}/${INDUSTRY_SLUGS[industry]}`}>
                {i18n._(INDUSTRY_NAMES[industry])}
              </CardLink>
            </Heading>
            <p className={styles.summary}>{i18n._(INDUSTRY_SUMMARIES[industry])}</p>
            <span className={styles.more} aria-hidden="true">
              {basePath === '/find-job' ? <Trans>See jobs</Trans> : <Trans>Hire talent</Trans>}
              <ArrowRightIcon size={16} />
            </span>
          </Card>
        );
      })}
    </ul>
  );
}
