import { useId, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { Container } from './container';
import styles from './section.module.css';

/**
 * Section: a vertical band of page content with consistent spacing between bands, and
 * optionally its header (heading, eyebrow, lead and actions).
 *
 * Props
 * - tone: 'plain' (default) | 'muted' (grey band with borders).
 * - narrow: the narrow content column (forms, reading text).
 * - title: the band's heading; the section is then labelled by it (aria-labelledby).
 * - titleId: the heading's id (generated when omitted), for links to #id.
 * - headingLevel: 'h2' (default) | 'h3'.
 * - eyebrow: a small uppercase line above the heading.
 * - lead: a paragraph under the heading.
 * - actions: buttons or links beside the header (under it on phones).
 * - aria-labelledby: for a section without title whose heading lives in its children.
 * - children: the band's content.
 *
 * SectionHeader is the same header on its own, for a heading block inside a section or a
 * panel (its props are title, titleId, headingLevel, eyebrow, lead, actions).
 *
 * Eyebrow is the small uppercase line on its own, for a heading the header does not draw
 * (a page's hero, an animated headline). It takes --color-accent-text, so a dark band
 * recolours it by setting that token.
 */
type HeaderProps = {
  title: ReactNode;
  titleId?: string;
  headingLevel?: 'h2' | 'h3';
  eyebrow?: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  className?: string;
};

type SectionProps = {
  children?: ReactNode;
  tone?: 'plain' | 'muted';
  narrow?: boolean;
  'aria-labelledby'?: string;
  id?: string;
} & Partial<Omit<HeaderProps, 'className'>>;

export function Eyebrow({ children }: { children: ReactNode }) {
  return <p className={styles.eyebrow}>{children}</p>;
}

export function SectionHeader({
  title,
  titleId,
  headingLevel: Heading = 'h2',
  eyebrow,
  lead,
  actions,
  className,
}: HeaderProps) {
  const text = (
    <>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {lead && <p className={styles.lead}>{lead}</p>}
    </>
  );
  return (
    <header className={cx(styles.header, actions !== undefined && styles.withActions, className)}>
      {actions !== undefined ? <div className={styles.headerText}>{text}</div> : text}
      {actions !== undefined && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}

export function Section({
  children,
  tone = 'plain',
  narrow = false,
  title,
  titleId,
  headingLevel,
  eyebrow,
  lead,
  actions,
  id,
  'aria-labelledby': labelledBy,
}: SectionProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  return (
    <section
      id={id}
      className={cx(styles.section, tone === 'muted' && styles.muted)}
      aria-labelledby={title !== undefined ? headingId : labelledBy}
    >
      <Container narrow={narrow}>
        {title !== undefined && (
          <SectionHeader
            title={title}
            titleId={headingId}
            headingLevel={headingLevel}
            eyebrow={eyebrow}
            lead={lead}
            actions={actions}
          />
        )}
        {children}
      </Container>
    </section>
  );
}
