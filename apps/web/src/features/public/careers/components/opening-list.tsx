import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink } from '@/components/ui/app-link';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ArrowRightIcon } from '@/components/ui/icons';
import { cx } from '@/lib/cx';
import type { Opening } from '../data/openings';
import styles from './opening-list.module.css';

type OpeningListProps = {
  openings: readonly Opening[];
  headingLevel?: 'h2' | 'h3';
};

export function OpeningList({ openings, headingLevel = 'h3' }: OpeningListProps) {
  const { i18n } = useLingui();
  const Heading = headingLevel;
  return (
    <ul className={styles.list}>
      {openings.map((opening) => {
        const title = i18n._(opening.title);
        return (
          <Card as="li" key={opening.path} accent="top" padding="lg" className={styles.opening}>
            <Heading className={styles.title}>{title}</Heading>
            <p className={styles.summary}>{i18n._(opening.summary)}</p>
            <dl className={styles.facts}>
              {opening.facts.slice(0, 3).map((fact) => (
                <div key={fact.label.id} className={styles.fact}>
                  <dt>{i18n._(fact.label)}</dt>
                  <dd>{i18n._(fact.value)}</dd>
                </div>
              ))}
            </dl>
            <AppLink to={opening.path} className={cx(buttonClassName(), styles.link)}>
              <Trans>
                Learn More & Apply<span className="visually-hidden">: {title}</span>
              </Trans>
              <ArrowRightIcon size={18} />
            </AppLink>
          </Card>
        );
      })}
    </ul>
  );
}
