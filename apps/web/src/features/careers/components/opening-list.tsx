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
  const Heading = headingLevel;
  return (
    <ul className={styles.list}>
      {openings.map((opening) => (
        <Card as="li" key={opening.path} accent="top" padding="lg" className={styles.opening}>
          <Heading className={styles.title}>{opening.title}</Heading>
          <p className={styles.summary}>{opening.summary}</p>
          <dl className={styles.facts}>
            {opening.facts.slice(0, 3).map((fact) => (
              <div key={fact.label} className={styles.fact}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <AppLink to={opening.path} className={cx(buttonClassName(), styles.link)}>
            Learn More & Apply
            <span className="visually-hidden">: {opening.title}</span>
            <ArrowRightIcon size={18} />
          </AppLink>
        </Card>
      ))}
    </ul>
  );
}
