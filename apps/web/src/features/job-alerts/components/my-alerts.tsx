import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAlerts } from '../api/get-alerts';
import { useDeleteAlert } from '../api/delete-alert';
import styles from './my-alerts.module.css';

// The profile's list of job alerts: what each one searches for, how often, and a way to stop it.
export function MyAlerts() {
  const { data, isPending, isError } = useAlerts();
  const remove = useDeleteAlert();
  return (
    <section className={styles.section} aria-labelledby="my-alerts-title">
      <h2 id="my-alerts-title" className={styles.title}>
        Your job alerts
      </h2>
      {isPending ? (
        <p role="status">Loading your job alerts…</p>
      ) : isError ? (
        <p role="alert">Your job alerts could not be loaded.</p>
      ) : data.length === 0 ? (
        <p className={styles.empty}>
          No job alerts yet. Search on <Link to="/find-job">Find a Job</Link> and choose “Email me
          jobs like these”.
        </p>
      ) : (
        <ul className={styles.list}>
          {data.map((alert) => (
            <li key={alert._id} className={styles.item}>
              <div>
                <Link
                  to={`/find-job?${new URLSearchParams(alert.search).toString()}`}
                  className={styles.search}
                >
                  {alert.description}
                </Link>
                <p className={styles.meta}>
                  {alert.frequency === 'daily' ? 'Daily' : 'Weekly'} ·{' '}
                  {alert.confirmed ? (
                    alert.lastSentAt ? (
                      `last sent ${alert.lastSentAt.slice(0, 10)}`
                    ) : (
                      'no email sent yet'
                    )
                  ) : (
                    <strong>starts once your email address is verified</strong>
                  )}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                disabled={remove.isPending}
                aria-label={`Delete the job alert for ${alert.description}`}
                onClick={() => {
                  remove.mutate(alert._id);
                }}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      {remove.isError && <p role="alert">{remove.error.message}</p>}
    </section>
  );
}
