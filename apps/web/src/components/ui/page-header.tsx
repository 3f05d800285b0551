import type { ReactNode } from 'react';
import { Container } from './container';
import { Eyebrow } from './section';
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
        {/* The component, not a CSS `composes` from section.module.css: composing copies that
            whole stylesheet into this chunk's CSS, so pages shipped it twice. */}
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </Container>
    </header>
  );
}
