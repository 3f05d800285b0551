import { Trans, useLingui } from '@lingui/react/macro';
import type { Industry } from '@staffing/shared/constants';
import { Card } from '@/components/ui/card';
import { Section } from '@/components/ui/section';
import { useSiteConfig } from '@/lib/site-config';
import { Island } from '../island';
import JobOrderFormIsland from '../islands/job-order-form';
import { ScriptRequired } from '../script-required';

export const REQUEST_STAFF_ID = 'request-staff';

// The "Request staff" band of /find-talent and each /find-talent/:industry page: the job
// order form, an island whose code loads only on these pages.
export function RequestStaffSection({ industry }: { industry: Industry | null }) {
  const { t } = useLingui();
  const site = useSiteConfig();
  return (
    <Section
      narrow
      eyebrow={t`Job order`}
      title={t`Request staff`}
      titleId={REQUEST_STAFF_ID}
      lead={t`Tell us about the position and a recruiter will call you within one business day.`}
    >
      <Card padding="lg">
        <ScriptRequired>
          <Trans>Sending a request needs JavaScript. Turn it on in your browser, or call us.</Trans>
        </ScriptRequired>
        <Island
          name="job-order-form"
          component={JobOrderFormIsland}
          props={{ industry, phone: site?.phone ?? null }}
        />
      </Card>
    </Section>
  );
}
