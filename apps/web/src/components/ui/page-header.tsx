import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { Container } from './container';
import { Eyebrow } from './section';
import styles from './page-header.module.css';

type PageHeaderProps = {
  title: string;
  // The title's language where it is not the page's (an English job title on a Spanish page).
  titleLang?: string | undefined;
  eyebrow?: string;
  lead?: ReactNode;
  actions?: ReactNode;
  // A column of full-width buttons on phones, for a row of several whose different widths
  // would wrap raggedly (the admin dashboard's five).
  stackActionsOnPhones?: boolean;
};

// The band at the top of a page holding its only <h1>.
export function PageHeader({
  title,
  titleLang,
  eyebrow,
  lead,
  actions,
  stackActionsOnPhones = false,
}: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <Container>
        {/* The component, not a CSS `composes` from section.module.css: composing copies that
            whole stylesheet into this chunk's CSS, so pages shipped it twice. */}
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1 className={styles.title} lang={titleLang}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {actions && (
          <div className={cx(styles.actions, stackActionsOnPhones && styles.stacked)}>
            {actions}
          </div>
        )}
      </Container>
    </header>
  );
}
