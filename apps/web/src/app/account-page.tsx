import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import styles from './account-page.module.css';

type AccountPageProps = {
  title: string;
  description: string;
  lead: string;
  children: ReactNode;
};

// The frame of a signed-in visitor's own lists (applications, saved jobs): kept out of
// search engines, one narrow column, and the way back to the profile under the list.
export function AccountPage({ title, description, lead, children }: AccountPageProps) {
  return (
    <>
      <PageMeta title={title} description={description} noIndex />
      <PageHeader title={title} lead={lead} />
      <Section narrow>
        {children}
        <p className={styles.back}>
          <ButtonLink to="/profile" variant="secondary" size="sm">
            <Trans>Back to profile</Trans>
          </ButtonLink>
        </p>
      </Section>
    </>
  );
}
