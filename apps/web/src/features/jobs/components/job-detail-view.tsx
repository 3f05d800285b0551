import type { ReactNode } from 'react';
import { INDUSTRY_LABELS, INDUSTRY_SLUGS } from '@staffing/shared/constants';
import type { Job } from '@staffing/shared/job-schemas';
import { MESSAGES } from '@staffing/shared/messages';
import { WORKPLACE_LABELS } from '@staffing/shared/job-facts';
import { formatPay } from '@staffing/shared/pay-format';
import { AppLink } from '@/components/ui/app-link';
import { BriefcaseIcon, ClockIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { toTelHref } from '@/lib/phone';
import { useSiteConfig } from '@/lib/site-config';
import { formatClosingDate, formatPostedDate } from '../utils/job-dates';
import styles from './job-detail-view.module.css';

type JobDetailViewProps = {
  job: Job;
  // The 'Apply now' control; the page supplies it so the apply feature stays separate.
  applyAction: ReactNode;
  // The share controls (ShareJob), placed by the page: on a public document an island.
  share: ReactNode;
};

export function isJobAcceptingApplications(job: Job, now: Date = new Date()): boolean {
  if (job.status && job.status !== 'open') return false;
  if (job.validThrough && new Date(job.validThrough).getTime() < now.getTime()) return false;
  return true;
}

// The address search engines and shares use for a job: the public site's, not whichever
// host this page happens to be served from.
export function canonicalJobUrl(jobId: string, publicUrl: string | undefined): string {
  return `${publicUrl ?? window.location.origin}/jobs/${jobId}`;
}

// Spec order: title; overview (location, salary, type, schedule); about us if present;
// description; responsibilities; skills; what we offer if present; 'Have Questions?'.
// Every text is rendered as text (React escapes it) and keeps its line breaks through CSS.
// The page also states everything its JobPosting structured data says (the hiring agency,
// the posted and closing dates), as search engines require.
export function JobDetailView({ job, applyAction, share }: JobDetailViewProps) {
  const site = useSiteConfig();
  const { title, location, salary, type, schedule, industry, workplace } = job.overview;
  const pay = formatPay(job.overview);
  const accepting = isJobAcceptingApplications(job);
  const posted = formatPostedDate(job.createdAt);
  const closing = job.validThrough ? formatClosingDate(job.validThrough) : '';

  return (
    <>
      <PageHeader
        eyebrow={`${INDUSTRY_LABELS[industry]} job`}
        title={title}
        lead={
          <span className={styles.lead}>
            {site && (
              <span className={styles.hiring}>
                Hiring: <strong className={styles.agency}>{site.agencyName}</strong>
              </span>
            )}
            <span className={styles.leadItem}>
              <MapPinIcon size={18} />
              {location}
            </span>
            <span className={styles.leadItem}>
              <BriefcaseIcon size={18} />
              {type}
              {workplace ? ` · ${WORKPLACE_LABELS[workplace]}` : ''}
            </span>
            {posted && (
              <span className={styles.leadItem}>
                <ClockIcon size={18} />
                <span>
                  Posted <time dateTime={job.createdAt}>{posted}</time>
                </span>
              </span>
            )}
          </span>
        }
        actions={
          accepting ? (
            <div className={styles.apply}>
              {applyAction}
              {closing && job.validThrough && (
                <p className={styles.applyBy}>
                  Apply by <time dateTime={job.validThrough.slice(0, 10)}>{closing}</time>
                </p>
              )}
            </div>
          ) : (
            <p className={styles.closed} role="note">
              {MESSAGES.positionClosed}
            </p>
          )
        }
      />

      <Section>
        <div className={styles.layout}>
          <section className={styles.overview} aria-labelledby="job-overview">
            <h2 id="job-overview" className={styles.overviewTitle}>
              Overview
            </h2>
            <dl className={styles.facts}>
              <div>
                <dt>Location</dt>
                <dd>{location}</dd>
              </div>
              {workplace && (
                <div>
                  <dt>Workplace</dt>
                  <dd>{WORKPLACE_LABELS[workplace]}</dd>
                </div>
              )}
              <div>
                <dt>Salary</dt>
                {/* The range in one format when stated; the ad's own words beside it when they
                    say more (ADR 0007). */}
                <dd>
                  {pay ?? salary}
                  {pay && salary !== pay && <span className={styles.salaryNote}>{salary}</span>}
                </dd>
              </div>
              <div>
                <dt>Job type</dt>
                <dd>{type}</dd>
              </div>
              <div>
                <dt>Schedule</dt>
                <dd>{schedule}</dd>
              </div>
            </dl>
            {share}
          </section>

          <div className={styles.body}>
            {job.aboutUs && <TextSection id="job-about" title="About Us" text={job.aboutUs} />}
            <TextSection id="job-description" title="Description" text={job.details.description} />
            <TextSection
              id="job-responsibilities"
              title="Responsibilities"
              text={job.details.responsibilities}
            />
            <TextSection id="job-skills" title="Skills" text={job.details.skills} />
            {job.whatWeOffer && (
              <TextSection id="job-offer" title="What We Offer" text={job.whatWeOffer} />
            )}

            <section className={styles.questions} aria-labelledby="job-questions">
              <span className={styles.questionsIcon}>
                <PhoneIcon size={24} />
              </span>
              <div>
                <h2 id="job-questions" className={styles.questionsTitle}>
                  Have Questions?
                </h2>
                {site ? (
                  <p className={styles.questionsText}>
                    Call us at{' '}
                    <a href={toTelHref(site.phone)} className={styles.phone}>
                      {site.phone}
                    </a>{' '}
                    ({site.phoneHours}).
                  </p>
                ) : (
                  <p className={styles.questionsText}>Give us a call during business hours.</p>
                )}
              </div>
            </section>

            <p className={styles.more}>
              <AppLink to={`/find-job/${INDUSTRY_SLUGS[industry]}`}>
                More {INDUSTRY_LABELS[industry]} jobs
              </AppLink>
              <AppLink to="/find-job">All jobs</AppLink>
            </p>
          </div>
        </div>
      </Section>
    </>
  );
}

function TextSection({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.blockTitle}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
    </section>
  );
}
