import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import styles from './account-pages.module.css';
import { Section } from '@/components/ui/section';
import { MyApplicationsList } from '@/features/account/components/my-applications-list';

export default function MyApplicationsPage() {
  return (
    <>
      <PageMeta title="My applications" description="The jobs you applied to." noIndex />
      <PageHeader
        title="My applications"
        lead="Every job you applied to, newest first, with where it stands."
      />
      <Section narrow>
        <MyApplicationsList />
        <p className={styles.back}>
          <ButtonLink to="/profile" variant="secondary" size="sm">
            Back to profile
          </ButtonLink>
        </p>
      </Section>
    </>
  );
}
