import type { ReactNode } from 'react';
import { INDUSTRY_LABELS } from '@staffing/shared/constants';
import type { Job } from '@staffing/shared/job-schemas';
import { WORKPLACE_LABELS } from '@staffing/shared/job-facts';
import { formatPay } from '@staffing/shared/pay-format';
import { Card, CardLink } from '@/components/ui/card';
import { ArrowRightIcon, BriefcaseIcon, ClockIcon, MapPinIcon } from '@/components/ui/icons';
import { StatusTag } from '@/components/ui/status-tag';
import { formatJobAge } from '../utils/job-age';
import styles from './job-card.module.css';

type JobCardProps = {
  job: Job;
  headingLevel?: 'h2' | 'h3';
  now?: Date;
  // Controls the page adds (a save button); they sit above the card's full-size link.
  actions?: ReactNode;
};

export function JobCard({ job, headingLevel = 'h3', now, actions }: JobCardProps) {
  const Heading = headingLevel;
  const { title, location, salary, type, industry, workplace } = job.overview;
  const pay = formatPay(job.overview);
  const age = formatJobAge(job.createdAt, now);
  return (
    <Card as="article" interactive className={styles.card}>
      <div className={styles.top}>
        <StatusTag tone="accent">
          <span className="visually-hidden">Industry: </span>
          {INDUSTRY_LABELS[industry]}
        </StatusTag>
        {age && (
          <span className={styles.age}>
            <ClockIcon size={16} />
            <time dateTime={job.createdAt}>Posted {age}</time>
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
          <span className="visually-hidden">Location: </span>
          {location}
        </li>
        <li>
          <BriefcaseIcon size={18} />
          <span className="visually-hidden">Job type: </span>
          {type}
        </li>
        {workplace && workplace !== 'on-site' && (
          <li>
            <span className="visually-hidden">Workplace: </span>
            {WORKPLACE_LABELS[workplace]}
          </li>
        )}
      </ul>
      <p className={styles.salary}>
        <span className="visually-hidden">Salary: </span>
        {pay ?? salary}
      </p>
      <div className={styles.footer}>
        <span className={styles.more} aria-hidden="true">
          View details
          <ArrowRightIcon size={16} />
        </span>
        {actions}
      </div>
    </Card>
  );
}
