import type { Industry } from '@staffing/shared/constants';
import { JobOrderForm } from '@/features/public/job-orders/components/job-order-form';

type JobOrderFormIslandProps = { industry: Industry | null; phone: string | null };

export default function JobOrderFormIsland({ industry, phone }: JobOrderFormIslandProps) {
  return <JobOrderForm industry={industry} phone={phone} headingLevel="h3" />;
}
