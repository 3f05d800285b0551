import { Button } from '@/components/ui/button';
import { Section, SectionHeader } from '@/components/ui/section';
import { ActionSamples } from './dev-ui/action-samples';
import { ClosingSamples } from './dev-ui/closing-samples';
import { ContentSamples } from './dev-ui/content-samples';
import { DataSamples } from './dev-ui/data-samples';
import { OverlaySamples } from './dev-ui/overlay-samples';
import styles from './dev-ui.module.css';

// The living catalogue of the UI primitives (development builds only, see router.tsx): every
// primitive in its states on one page, so a change can be looked at in one place. The
// Playwright visual spec photographs it at phone and desktop width. Each group of samples is
// a file under dev-ui/.

export default function DevUiPage() {
  return (
    <main className={styles.page}>
      <title>UI primitives | Development catalogue</title>
      <Section
        title="UI primitives"
        eyebrow="Development only"
        lead="Every primitive of components/ui in its states."
      >
        <ActionSamples />
        <ContentSamples />
        <DataSamples />
        <OverlaySamples />
        <ClosingSamples />
      </Section>

      <Section
        tone="muted"
        title="Section, muted"
        titleId="dev-ui-muted"
        lead="A band with a lead and actions."
        actions={<Button variant="secondary">Action</Button>}
      >
        <SectionHeader title="A header on its own" headingLevel="h3" eyebrow="Eyebrow" />
      </Section>
    </main>
  );
}
