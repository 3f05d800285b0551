import { Trans, useLingui } from '@lingui/react/macro';
import { INDUSTRY_SLUGS, type Industry } from '@staffing/shared/constants';
import { INDUSTRY_NAMES } from '@/features/shared/job-facts/industry-names';
import { useSiteConfig } from '@/lib/site-config';
import styles from './job-feed-links.module.css';

type JobFeedProps = {
  // An industry's page offers that industry's feed; the job board offers every job.
  industry?: Industry | undefined;
};

// Served by the API process itself, outside the single-page app: plain <a href> links, never
// router links, so the browser (or a feed reader) fetches the XML.
function rssFeedPath(industry: Industry | undefined): string {
  return industry ? `/jobs.rss?industry=${INDUSTRY_SLUGS[industry]}` : '/jobs.rss';
}

function useRssFeedTitle(industry: Industry | undefined): string {
  const { t, i18n } = useLingui();
  const site = useSiteConfig();
  const name = industry ? i18n._(INDUSTRY_NAMES[industry]) : undefined;
  const subject = name ? t`${name} jobs` : t`Jobs`;
  const agencyName = site?.agencyName;
  return agencyName ? t`${subject} at ${agencyName}` : subject;
}

// <link rel="alternate"> lets browsers and feed readers find the feed from the page's
// address alone. React 19 puts it into <head> and takes it out again with the page.
export function JobFeedHeadLink({ industry }: JobFeedProps) {
  const title = useRssFeedTitle(industry);
  return (
    <link rel="alternate" type="application/rss+xml" title={title} href={rssFeedPath(industry)} />
  );
}

export function JobFeedLinks({ industry }: JobFeedProps) {
  const { t, i18n } = useLingui();
  const name = industry ? i18n._(INDUSTRY_NAMES[industry]) : undefined;
  return (
    <p className={styles.feeds}>
      <span className={styles.label}>
        <Trans>Follow new postings:</Trans>
      </span>
      <a href={rssFeedPath(industry)} type="application/rss+xml" className={styles.link}>
        <RssIcon />
        {name ? t`${name} jobs RSS feed` : t`RSS feed`}
      </a>
      {!industry && (
        <a href="/jobs.xml" type="application/xml" className={styles.link}>
          <Trans>Indeed XML feed</Trans>
        </a>
      )}
    </p>
  );
}

function RssIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 11a8 8 0 0 1 8 8" />
      <path d="M5 5a14 14 0 0 1 14 14" />
      <circle cx="6" cy="18" r="1" fill="currentColor" />
    </svg>
  );
}
