import { useLingui } from '@lingui/react/macro';
import { OpeningPage } from './opening-page';
import { INTERNSHIP_OPENING } from '@/features/public/careers/data/openings';

export default function ProjectManagerInternshipPage() {
  const { t } = useLingui();
  return (
    <OpeningPage
      opening={INTERNSHIP_OPENING}
      lead={t`Spend 3 months learning how projects are planned, run and delivered, working on real client work alongside our project managers.`}
      target={{ kind: 'internship' }}
    />
  );
}
