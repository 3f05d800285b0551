import { useLingui } from '@lingui/react/macro';
import { OpeningPage } from './opening-page';
import { SALES_REP_OPENING } from '@/features/public/careers/data/openings';

export default function SalesRepPage() {
  const { t } = useLingui();
  return (
    <OpeningPage
      opening={SALES_REP_OPENING}
      lead={t`Bring employers and our recruiters together. A high-ticket commission role, 9:00am–9:00pm CST, off on weekends and 11 federal holidays.`}
      target={{ kind: 'sales-rep' }}
    />
  );
}
