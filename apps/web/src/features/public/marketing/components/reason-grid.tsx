import { Card } from '@/components/ui/card';
import styles from './reason-grid.module.css';

type Reason = { title: string; text: string };

// "Why work with us" points, three to a row on a desktop, one under the other on phones.
export function ReasonGrid({ reasons }: { reasons: readonly Reason[] }) {
  return (
    <ul className={styles.reasons}>
      {reasons.map((reason) => (
        <Card as="li" key={reason.title} accent="top" padding="lg">
          <h3 className={styles.title}>{reason.title}</h3>
          <p className={styles.text}>{reason.text}</p>
        </Card>
      ))}
    </ul>
  );
}
