import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { INDUSTRY_SLUGS } from '@staffing/shared/constants';
import { localizedPath, type Locale } from '@staffing/shared/i18n/locales';
import type { Job } from '@staffing/shared/job-schemas';
import { AppLink } from '@/components/ui/app-link';
import { BriefcaseIcon, ClockIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { INDUSTRY_NAMES } from '@/features/shared/job-facts/industry-names';
import { useLocale } from '@/lib/i18n/locale-provider';
import { SHARED_MESSAGES } from '@/lib/i18n/shared-messages';
import { phoneHoursIn } from '@/lib/i18n/use-phone-hours';
import { toTelHref } from '@/lib/phone';
import { useSiteConfig } from '@/lib/site-config';
import { formatClosingDate, formatPostedDate } from '../utils/job-dates';
import {
  jobTypeIn,
  payIn,
  scheduleIn,
  WORKPLACE_NAMES,
} from '@/features/shared/job-facts/job-fact-names';
import { jobTextsIn, type JobText } from '../utils/job-texts';
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
// The job page's own address, in the page's language.
export function canonicalJobUrl(
  jobId: string,
  publicUrl: string | undefined,
  locale: Locale = 'en',
): string {
  return `${publicUrl ?? window.location.origin}${localizedPath(`/jobs/${jobId}`, locale)}`;
}

// Spec order: title; overview (location, salary, type, schedule); about us if present;
// description; responsibilities; skills; what we offer if present; 'Have Questions?'.
// Every text is rendered as text (React escapes it) and keeps its line breaks through CSS.
// On a Spanish page the texts are the job's Spanish version where it has one; an English text
// there is marked lang="en", and a job without a Spanish version says its posting is English.
// The page also states everything its JobPosting structured data says (the hiring agency,
// the posted and closing dates), as search engines require.
export function JobDetailView({ job, applyAction, share }: JobDetailViewProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const site = useSiteConfig();
  const { location, salary, industry, workplace } = job.overview;
  const texts = jobTextsIn(job, locale);
  const type = jobTypeIn(i18n, job.overview.type);
  const schedule = scheduleIn(i18n, job.overview.schedule);
  const workplaceName = workplace ? i18n._(WORKPLACE_NAMES[workplace]) : undefined;
  const industryName = i18n._(INDUSTRY_NAMES[industry]);
  const pay = payIn(i18n, job.overview);
  const accepting = isJobAcceptingApplications(job);
  const posted = formatPostedDate(job.createdAt, locale);
  const closing = job.validThrough ? formatClosingDate(job.validThrough, locale) : '';
  const agencyName = site?.agencyName;
  const phone = site?.phone;
  const phoneHours = site ? phoneHoursIn(i18n, site.phoneHours) : undefined;

  return (
    <>
      <PageHeader
        eyebrow={t`${industryName} job`}
        title={texts.title.text}
        titleLang={texts.title.lang}
        lead={
          <span className={styles.lead}>
            {agencyName && (
              <span className={styles.hiring}>
                <Trans>
                  Hiring: <strong className={styles.agency}>{agencyName}</strong>
                </Trans>
              </span>
            )}
            <span className={styles.leadItem}>
              <MapPinIcon size={18} />
              {location}
            </span>
            <span className={styles.leadItem}>
              <BriefcaseIcon size={18} />
              {type}
              {workplaceName ? ` · ${workplaceName}` : ''}
            </span>
            {posted && (
              <span className={styles.leadItem}>
                <ClockIcon size={18} />
                <span>
                  <Trans>
                    Posted <time dateTime={job.createdAt}>{posted}</time>
                  </Trans>
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
                  <Trans>
                    Apply by <time dateTime={job.validThrough.slice(0, 10)}>{closing}</time>
                  </Trans>
                </p>
              )}
            </div>
          ) : (
            <p className={styles.closed} role="note">
              {i18n._(SHARED_MESSAGES.positionClosed)}
            </p>
          )
        }
      />

      <Section>
        <div className={styles.layout}>
          <section className={styles.overview} aria-labelledby="job-overview">
            <h2 id="job-overview" className={styles.overviewTitle}>
              <Trans>Overview</Trans>
            </h2>
            <dl className={styles.facts}>
              <div>
                <dt>
                  <Trans>Location</Trans>
                </dt>
                <dd>{location}</dd>
              </div>
              {workplaceName && (
                <div>
                  <dt>
                    <Trans>Workplace</Trans>
                  </dt>
                  <dd>{workplaceName}</dd>
                </div>
              )}
              <div>
                <dt>
                  <Trans>Salary</Trans>
                </dt>
                {/* The range in one format when stated; the ad's own words beside it when they
                    say more (ADR 0007). */}
                <dd>
                  {pay ?? salary}
                  {pay && salary !== pay && <span className={styles.salaryNote}>{salary}</span>}
                </dd>
              </div>
              <div>
                <dt>
                  <Trans>Job type</Trans>
                </dt>
                <dd>{type}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Schedule</Trans>
                </dt>
                <dd>{schedule}</dd>
              </div>
            </dl>
            {share}
          </section>

          <div className={styles.body}>
            {texts.inEnglish && (
              <p className={styles.languageNote} role="note">
                <Trans>This posting is in English.</Trans>
              </p>
            )}
            {texts.aboutUs && (
              <TextSection id="job-about" title={t`About Us`} text={texts.aboutUs} />
            )}
            <TextSection id="job-description" title={t`Description`} text={texts.description} />
            <TextSection
              id="job-responsibilities"
              title={t`Responsibilities`}
              text={texts.responsibilities}
            />
            <TextSection id="job-skills" title={t`Skills`} text={texts.skills} />
            {texts.whatWeOffer && (
              <TextSection id="job-offer" title={t`What We Offer`} text={texts.whatWeOffer} />
            )}

            <section className={styles.questions} aria-labelledby="job-questions">
              <span className={styles.questionsIcon}>
                <PhoneIcon size={24} />
              </span>
              <div>
                <h2 id="job-questions" className={styles.questionsTitle}>
                  <Trans>Have Questions?</Trans>
                </h2>
                {phone !== undefined && phoneHours !== undefined ? (
                  <p className={styles.questionsText}>
                    <Trans>
                      Call us at{' '}
                      <a href={toTelHref(phone)} className={styles.phone}>
                        {phone}
                      </a>{' '}
                      ({phoneHours}).
                    </Trans>
                  </p>
                ) : (
                  <p className={styles.questionsText}>
                    <Trans>Give us a call during business hours.</Trans>
                  </p>
                )}
              </div>
            </section>

            <p className={styles.more}>
              <AppLink to={`/find-job/${INDUSTRY_SLUGS[industry]}`}>
                <Trans>More {industryName} jobs</Trans>
              </AppLink>
              <AppLink to="/find-job">
                <Trans>All jobs</Trans>
              </AppLink>
            </p>
          </div>
        </div>
      </Section>
    </>
  );
}

function TextSection({ id, title, text }: { id: string; title: string; text: JobText }) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.blockTitle}>
        {title}
      </h2>
      <p className={styles.text} lang={text.lang}>
        {text.text}
      </p>
    </section>
  );
}
