import { CANDIDATE_DATABASE_CLAIM, INDUSTRIES, PHONE_HOURS } from '@staffing/shared/constants';
import { ButtonLink } from '@/components/ui/button';
import { CallToAction } from '@/components/ui/call-to-action';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { useSiteConfig } from '@/lib/site-config';
import styles from './about-us.module.css';

const FACTS = [
  {
    value: CANDIDATE_DATABASE_CLAIM.charAt(0).toUpperCase() + CANDIDATE_DATABASE_CLAIM.slice(1),
    label: 'candidates in our database',
  },
  { value: String(INDUSTRIES.length), label: 'industries we specialise in' },
  { value: PHONE_HOURS, label: 'when our phone line is open' },
];

const VALUES = [
  {
    title: 'People first',
    text: 'Behind every application is someone’s livelihood, and behind every vacancy is a team that needs help. We treat both with respect.',
  },
  {
    title: 'Honest advice',
    text: 'We tell candidates and employers what we really think about a role, a market or a fit, even when it is not what they hoped to hear.',
  },
  {
    title: 'Speed with care',
    text: 'We move quickly because vacancies cost money and job searches cost peace of mind, but never at the expense of a good match.',
  },
  {
    title: 'Lasting relationships',
    text: 'Many of our placements lead to the next one. We stay in touch long after the first day on the job.',
  },
];

export default function AboutUsPage() {
  const site = useSiteConfig();
  const opening = site ? `${site.agencyName} is` : 'We are';

  return (
    <>
      <PageMeta
        title="About Us"
        description={`Who we are: a staffing agency connecting job seekers and employers in healthcare, construction, IT and tech, driving, and business, with a candidate database of ${CANDIDATE_DATABASE_CLAIM}.`}
      />
      <PageHeader
        eyebrow="Who we are"
        title="About Us"
        lead="We connect job seekers with employers in healthcare, construction, IT and tech, driving, and business and executive roles."
      />

      <Section aria-labelledby="about-story">
        <div className={styles.story}>
          <div className={styles.storyText}>
            <h2 id="about-story">Putting people to work</h2>
            <p>
              {opening} a staffing agency built on a simple idea: the right job changes what a
              person can do, and the right hire changes what a company can do.
            </p>
            <p>
              We recruit for healthcare, construction, IT and tech, transportation, and business and
              executive roles. Our recruiters know these fields, so they understand what a role
              really needs and what a candidate really offers.
            </p>
            <p>
              With a candidate database of {CANDIDATE_DATABASE_CLAIM}, we reach people with the
              right skills quickly, and we take the time to make sure every introduction is a good
              fit for both sides.
            </p>
          </div>
          <dl className={styles.facts}>
            {FACTS.map((fact) => (
              <div key={fact.label} className={styles.fact}>
                <dt className={styles.factLabel}>{fact.label}</dt>
                <dd className={styles.factValue}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>

      <Section tone="muted" aria-labelledby="about-help">
        <h2 id="about-help">How we help</h2>
        <div className={styles.audiences}>
          <div className={styles.audience}>
            <h3>For job seekers</h3>
            <p>
              Browse open positions by industry, apply online with your resume, and hear from a
              recruiter who knows your field. Whether you want a temporary assignment or a permanent
              career move, we help you find work that fits.
            </p>
            <ButtonLink to="/find-job" variant="primary">
              Find a Job
            </ButtonLink>
          </div>
          <div className={styles.audience}>
            <h3>For employers</h3>
            <p>
              Tell us the roles you need to fill. We search, screen and introduce candidates for
              temporary, contract, temp-to-hire and permanent positions, from a single shift to an
              executive search.
            </p>
            <ButtonLink to="/find-talent" variant="primary">
              Find Talent
            </ButtonLink>
          </div>
        </div>
      </Section>

      <Section aria-labelledby="about-values">
        <h2 id="about-values">What we value</h2>
        <ul className={styles.values}>
          {VALUES.map((value) => (
            <li key={value.title} className={styles.value}>
              <h3 className={styles.valueTitle}>{value.title}</h3>
              <p className={styles.valueText}>{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" aria-labelledby="about-contact">
        <CallToAction
          titleId="about-contact"
          title="Let’s talk"
          actions={
            <>
              <ButtonLink to="/contact-us" variant="accent" size="lg">
                Contact Us
              </ButtonLink>
              <ButtonLink to="/careers" variant="secondary" size="lg">
                Careers
              </ButtonLink>
            </>
          }
        >
          Looking for work, or looking for people? Get in touch and our team will get back to you.
          Want to work with us? See our open positions.
        </CallToAction>
      </Section>
    </>
  );
}
