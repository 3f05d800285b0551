import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { ConsentForm } from '@/features/account/share-consent/components/consent-form';

export default function ShareConsentPage() {
  const [params] = useSearchParams();
  const { t } = useLingui();
  return (
    <>
      <PageMeta title={t`Share your profile?`} description="" noIndex />
      <PageHeader
        eyebrow={t`Your profile`}
        title={t`Share your profile?`}
        lead={t`You decide who sees your profile, and you can change your mind at any time.`}
      />
      <Section>
        <ConsentForm
          token={params.get('token') ?? ''}
          answer={params.get('answer') === 'no' ? 'no' : 'yes'}
        />
      </Section>
    </>
  );
}
