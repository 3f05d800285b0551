import type { ReactNode } from 'react';
import { Container } from './container';
import styles from './message-panel.module.css';

type MessagePanelProps = {
  code?: string;
  title: string;
  text: ReactNode;
  actions?: ReactNode;
  role?: 'alert' | 'status';
};

// A centred page-sized message (404, load failures, errors) with its own <h1>, because it
// replaces the page that would otherwise have provided one.
export function MessagePanel({ code, title, text, actions, role }: MessagePanelProps) {
  return (
    <Container>
      <section className={styles.panel} role={role}>
        {code && <p className={styles.code}>{code}</p>}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        {actions && <div className={styles.actions}>{actions}</div>}
      </section>
    </Container>
  );
}
