import { Link } from 'react-router';
import { useJobOrderOfJob } from '../api/get-job-order-of-job';
import styles from './job-order-link.module.css';

// On a job's edit page: the order it was posted from, the job's way back to its order.
export function JobOrderLink({ jobId }: { jobId: string }) {
  const order = useJobOrderOfJob(jobId);
  if (!order.data) return null;
  return (
    <p className={styles.link}>
      Posted from the job order{' '}
      <Link to={`/admin/orders/${order.data._id}`}>
        {order.data.position} for {order.data.company}
      </Link>
      .
    </p>
  );
}
