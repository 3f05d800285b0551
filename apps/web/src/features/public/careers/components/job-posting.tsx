import { useId, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink } from '@/components/ui/app-link';
import { Section } from '@/components/ui/section';
import type { Opening } from '../data/openings';
import styles from './job-posting.module.css';

type JobPostingProps = {
  opening: Opening;
  // The 'Apply Now' control: the apply flow lives in another feature; the page places it.
  applyAction: ReactNode;
};

// The body of a standing opening's page: an "at a glance" card with the Apply Now button
// (first on phones, a sticky side column on wide screens) and the full description.
export function JobPosting({ opening, applyAction }: JobPostingProps) {
  const { i18n } = useLingui();
  const id = useId();
  const glanceId = `${id}-glance`;
  const aboutId = `${id}-about`;
  return (
    <Section>
      <div className={styles.layout}>
        <aside className={styles.aside} aria-labelledby={glanceId}>
          <div className={styles.glance}>
            <h2 id={glanceId} className={styles.glanceTitle}>
              <Trans>At a glance</Trans>
            </h2>
            <dl className={styles.facts}>
              {opening.facts.map((fact) => (
                <div key={fact.label.id} className={styles.fact}>
                  <dt>{i18n._(fact.label)}</dt>
                  <dd>{i18n._(fact.value)}</dd>
                </div>
              ))}
            </dl>
            {applyAction}
            <p className={styles.applyNote}>
              <Trans>Quick apply: your name, email and resume (PDF or Word, under 5MB).</Trans>
            </p>
          </div>
        </aside>

        <article className={styles.article} aria-labelledby={aboutId}>
          <h2 id={aboutId}>
            <Trans>About the role</Trans>
          </h2>
          {opening.about.map((paragraph) => (
            <p key={paragraph.id} className={styles.paragraph}>
              {i18n._(paragraph)}
            </p>
          ))}
          {opening.sections.map((section) => (
            <section key={section.title.id} className={styles.block}>
              <h2 className={styles.blockTitle}>{i18n._(section.title)}</h2>
              <ul className={styles.items}>
                {section.items.map((item) => (
                  <li key={item.id}>{i18n._(item)}</li>
                ))}
              </ul>
            </section>
          ))}
          <p className={styles.back}>
            <AppLink to="/careers">
              <Trans>See all open positions</Trans>
            </AppLink>
          </p>
        </article>
      </div>
    </Section>
  );
}
