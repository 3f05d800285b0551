import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import styles from './account-pages.module.css';
import { Section } from '@/components/ui/section';
import { SavedJobsList } from '@/features/saved-jobs/components/saved-jobs-list';

export default function SavedJobsPage() {
  return (
    <>
      <PageMeta title="Saved jobs" description="Jobs you saved for later." noIndex />
      <PageHeader title="Saved jobs" lead="Jobs you kept for later. Closed ones are marked." />
      <Section narrow>
        <SavedJobsList />
        <p className={styles.back}>
          <ButtonLink to="/profile" variant="secondary" size="sm">
            Back to profile
          </ButtonLink>
        </p>
      </Section>
    </>
  );
}
