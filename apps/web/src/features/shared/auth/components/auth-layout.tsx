import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { cx } from '@/lib/cx';
import styles from './auth-layout.module.css';

type AuthLayoutProps = {
  children: ReactNode;
  // Supporting copy beside the card on wide screens, below it on narrow ones.
  aside?: ReactNode;
  width?: 'narrow' | 'wide';
};

// The band below the page header holding an account form in a card.
export function AuthLayout({ children, aside, width = 'narrow' }: AuthLayoutProps) {
  return (
    <section className={styles.band}>
      <Container>
        <div className={cx(styles.layout, aside ? styles.withAside : styles[width])}>
          <div className={styles.card}>{children}</div>
          {aside && <aside className={styles.aside}>{aside}</aside>}
        </div>
      </Container>
    </section>
  );
}

export function AsidePoints({ title, points }: { title: string; points: string[] }) {
  return (
    <>
      <h2 className={styles.asideTitle}>{title}</h2>
      <ul className={styles.points}>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </>
  );
}
