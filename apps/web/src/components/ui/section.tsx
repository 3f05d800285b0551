import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { Container } from './container';
import styles from './section.module.css';

type SectionProps = {
  children: ReactNode;
  tone?: 'plain' | 'muted';
  narrow?: boolean;
  'aria-labelledby'?: string;
};

// A vertical band of page content; consistent spacing between bands on every page.
export function Section({ children, tone = 'plain', narrow = false, ...aria }: SectionProps) {
  return (
    <section className={cx(styles.section, tone === 'muted' && styles.muted)} {...aria}>
      <Container narrow={narrow}>{children}</Container>
    </section>
  );
}
