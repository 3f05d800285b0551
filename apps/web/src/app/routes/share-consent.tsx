import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { ConsentForm } from '@/features/share-consent/components/consent-form';

export default function ShareConsentPage() {
  const [params] = useSearchParams();
  return (
    <>
      <PageMeta title="Share your profile?" description="" noIndex />
      <PageHeader
        eyebrow="Your profile"
        title="Share your profile?"
        lead="You decide who sees your profile, and you can change your mind at any time."
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
