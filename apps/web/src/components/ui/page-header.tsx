import type { ReactNode } from 'react';
import { Container } from './container';
import styles from './page-header.module.css';

type PageHeaderProps = {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  actions?: ReactNode;
};

// The band at the top of a page holding its only <h1>.
export function PageHeader({ title, eyebrow, lead, actions }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <Container>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </Container>
    </header>
  );
}
