import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { INDUSTRIES } from '@staffing/shared/constants';
import { ButtonLink } from '@/components/ui/button';
import { CallToAction } from '@/components/ui/call-to-action';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { SHARED_PHRASES } from '@/lib/i18n/shared-messages';
import { useSiteConfig } from '@/lib/site-config';
import styles from './about-us.module.css';

const VALUES: readonly { title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    title: msg`People first`,
    text: msg`Behind every application is someone’s livelihood, and behind every vacancy is a team that needs help. We treat both with respect.`,
  },
  {
    title: msg`Honest advice`,
    text: msg`We tell candidates and employers what we really think about a role, a market or a fit, even when it is not what they hoped to hear.`,
  },
  {
    title: msg`Speed with care`,
    text: msg`We move quickly because vacancies cost money and job searches cost peace of mind, but never at the expense of a good match.`,
  },
  {
    title: msg`Lasting relationships`,
    text: msg`Many of our placements lead to the next one. We stay in touch long after the first day on the job.`,
  },
];

export default function AboutUsPage() {
  const { t, i18n } = useLingui();
  const site = useSiteConfig();
  const agencyName = site?.agencyName;
  const industryCount = String(INDUSTRIES.length);
  const facts = [
    { value: t`Over 200 million`, label: t`candidates in our database` },
    { value: industryCount, label: t`industries we specialise in` },
    { value: i18n._(SHARED_PHRASES.PHONE_HOURS), label: t`when our phone line is open` },
  ];

  return (
    <>
      <PageMeta
        title={t`About Us`}
        description={t`Who we are: a staffing agency connecting job seekers and employers in healthcare, construction, IT and tech, driving, and business, with a candidate database of over 200 million.`}
      />
      <PageHeader
        eyebrow={t`Who we are`}
        title={t`About Us`}
        lead={t`We connect job seekers with employers in healthcare, construction, IT and tech, driving, and business and executive roles.`}
      />

      <Section aria-labelledby="about-story">
        <div className={styles.story}>
          <div className={styles.storyText}>
            <h2 id="about-story">
              <Trans>Putting people to work</Trans>
            </h2>
            <p>
              {agencyName ? (
                <Trans>
                  {agencyName} is a staffing agency built on a simple idea: the right job changes
                  what a person can do, and the right hire changes what a company can do.
                </Trans>
              ) : (
                <Trans>
                  We are a staffing agency built on a simple idea: the right job changes what a
                  person can do, and the right hire changes what a company can do.
                </Trans>
              )}
            </p>
            <p>
              <Trans>
                We recruit for healthcare, construction, IT and tech, transportation, and business
                and executive roles. Our recruiters know these fields, so they understand what a
                role really needs and what a candidate really offers.
              </Trans>
            </p>
            <p>
              <Trans>
                With a candidate database of over 200 million, we reach people with the right skills
                quickly, and we take the time to make sure every introduction is a good fit for both
                sides.
              </Trans>
            </p>
          </div>
          <dl className={styles.facts}>
            {facts.map((fact) => (
              <div key={fact.label} className={styles.fact}>
                <dt className={styles.factLabel}>{fact.label}</dt>
                <dd className={styles.factValue}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>

      <Section tone="muted" aria-labelledby="about-help">
        <h2 id="about-help">
          <Trans>How we help</Trans>
        </h2>
        <div className={styles.audiences}>
          <div className={styles.audience}>
            <h3>
              <Trans>For job seekers</Trans>
            </h3>
            <p>
              <Trans>
                Browse open positions by industry, apply online with your resume, and hear from a
                recruiter who knows your field. Whether you want a temporary assignment or a
                permanent career move, we help you find work that fits.
              </Trans>
            </p>
            <ButtonLink to="/find-job" variant="primary">
              <Trans>Find a Job</Trans>
            </ButtonLink>
          </div>
          <div className={styles.audience}>
            <h3>
              <Trans>For employers</Trans>
            </h3>
            <p>
              <Trans>
                Tell us the roles you need to fill. We search, screen and introduce candidates for
                temporary, contract, temp-to-hire and permanent positions, from a single shift to an
                executive search.
              </Trans>
            </p>
            <ButtonLink to="/find-talent" variant="primary">
              <Trans>Find Talent</Trans>
            </ButtonLink>
          </div>
        </div>
      </Section>

      <Section aria-labelledby="about-values">
        <h2 id="about-values">
          <Trans>What we value</Trans>
        </h2>
        <ul className={styles.values}>
          {VALUES.map((value) => (
            <li key={value.title.id} className={styles.value}>
              <h3 className={styles.valueTitle}>{i18n._(value.title)}</h3>
              <p className={styles.valueText}>{i18n._(value.text)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" aria-labelledby="about-contact">
        <CallToAction
          titleId="about-contact"
          title={t`Let’s talk`}
          actions={
            <>
              <ButtonLink to="/contact-us" variant="accent" size="lg">
                <Trans>Contact Us</Trans>
              </ButtonLink>
              <ButtonLink to="/careers" variant="secondary" size="lg">
                <Trans>Careers</Trans>
              </ButtonLink>
            </>
          }
        >
          <Trans>
            Looking for work, or looking for people? Get in touch and our team will get back to you.
            Want to work with us? See our open positions.
          </Trans>
        </CallToAction>
      </Section>
    </>
  );
}
