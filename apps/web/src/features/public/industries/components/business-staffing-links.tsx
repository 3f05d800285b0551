import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/button';

// The two ways into business and executive staffing, one per audience, where a page closes
// its business pitch (home, /industries). A fragment: the caller's row lays the buttons out.
export function BusinessStaffingLinks() {
  return (
    <>
      <ButtonLink to="/find-talent/business" variant="primary">
        <Trans>Hire business talent</Trans>
      </ButtonLink>
      <ButtonLink to="/find-job/business" variant="secondary">
        <Trans>Find business jobs</Trans>
      </ButtonLink>
    </>
  );
}
