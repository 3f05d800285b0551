import { JOB_ORDER_STATUS_LABELS, type JobOrderStatus } from '@staffing/shared/job-order-constants';
import { StatusTag, type TagTone } from '@/components/ui/status-tag';

const TONES: Record<JobOrderStatus, TagTone> = {
  new: 'accent',
  qualified: 'neutral',
  open: 'strong',
  filled: 'success',
  cancelled: 'danger',
  lost: 'danger',
};

export function OrderStatusTag({ status }: { status: JobOrderStatus }) {
  return <StatusTag tone={TONES[status]}>{JOB_ORDER_STATUS_LABELS[status]}</StatusTag>;
}
