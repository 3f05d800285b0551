import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Job } from '@staffing/shared/job-schemas';
import { Card, CardLink } from '@/components/ui/card';
import { ArrowRightIcon, BriefcaseIcon, ClockIcon, MapPinIcon } from '@/components/ui/icons';
import { StatusTag } from '@/components/ui/status-tag';
import { INDUSTRY_NAMES } from '@/features/shared/job-facts/industry-names';
import { postedAgoIn } from '../utils/job-age-text';
import { jobTypeIn, payIn, WORKPLACE_NAMES } from '@/features/shared/job-facts/job-fact-names';
import styles from './job-card.module.css';

type JobCardProps = {
  job: Job;
  headingLevel?: 'h2' | 'h3';
  now?: Date;
  // Controls the page adds (a save button); they sit above the card's full-size link.
  actions?: ReactNode;
};

export function JobCard({ job, headingLevel = 'h3', now, actions }: JobCardProps) {
  const { i18n } = useLingui();
  const Heading = headingLevel;
  const { title, location, salary, industry, workplace } = job.overview;
  const pay = payIn(i18n, job.overview);
  const posted = postedAgoIn(i18n, job.createdAt, now);
  return (
    <Card as="article" interactive className={styles.card}>
      <div className={styles.top}>
        <StatusTag tone="accent">
          <span className="visually-hidden">
            <Trans>Industry:</Trans>{' '}
          </span>
          {i18n._(INDUSTRY_NAMES[industry])}
        </StatusTag>
        {posted && (
          <span className={styles.age}>
            <ClockIcon size={16} />
            <time dateTime={job.createdAt}>{posted}</time>
          </span>
        )}
      </div>
      <Heading className={styles.title}>
        {/* The whole card is clickable through this link's ::after overlay. */}
        <CardLink to={`/jobs/${encodeURIComponent(job._id)}`}>{title}</CardLink>
      </Heading>
      <ul className={styles.meta}>
        <li>
          <MapPinIcon size={18} />
          <span className="visually-hidden">
            <Trans>Location:</Trans>{' '}
          </span>
          {location}
        </li>
        <li>
          <BriefcaseIcon size={18} />
          <span className="visually-hidden">
            <Trans>Job type:</Trans>{' '}
          </span>
          {jobTypeIn(i18n, job.overview.type)}
        </li>
        {workplace && workplace !== 'on-site' && (
          <li>
            <span className="visually-hidden">
              <Trans>Workplace:</Trans>{' '}
            </span>
            {i18n._(WORKPLACE_NAMES[workplace])}
          </li>
        )}
      </ul>
      <p className={styles.salary}>
        <span className="visually-hidden">
          <Trans>Salary:</Trans>{' '}
        </span>
        {pay ?? salary}
      </p>
      <div className={styles.footer}>
        <span className={styles.more} aria-hidden="true">
          <Trans>View details</Trans>
          <ArrowRightIcon size={16} />
        </span>
        {actions}
      </div>
    </Card>
  );
}
