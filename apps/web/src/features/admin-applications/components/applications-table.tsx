import { Link } from 'react-router';
import type { AdminApplication } from '@staffing/shared/application-schemas';
import { applicationResumeUrl } from '../api/get-applications';
import { formatDateTime, formatFileSize } from '../utils/format';
import styles from './admin-lists.module.css';

function ResumeLink({ application }: { application: AdminApplication }) {
  // Gone with the applicant's account.
  if (!application.resume) return <span className={styles.kind}>Removed</span>;
  const { name, size } = application.resume;
  const href = applicationResumeUrl(application._id);
  const label = (
    <>
      <span className={styles.fileName}>{name}</span>{' '}
      <span className={styles.fileSize}>({formatFileSize(size)})</span>
    </>
  );
  // The server serves PDFs inline (a new tab shows them) and Word files as attachments.
  if (name.toLowerCase().endsWith('.pdf')) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={styles.resumeLink}>
        {label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={href} download={name} className={styles.resumeLink}>
      {label}
      <span className="visually-hidden"> (download)</span>
    </a>
  );
}

export function ApplicationsTable({ applications }: { applications: readonly AdminApplication[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Applicant</th>
            <th scope="col">Email</th>
            <th scope="col">Applied for</th>
            <th scope="col">Received</th>
            <th scope="col">Resume</th>
          </tr>
        </thead>
        <tbody>
          {applications.map((application) => (
            <tr key={application._id}>
              <th scope="row" data-label="Applicant" className={styles.name}>
                <span>
                  {application.firstName} {application.lastName}
                </span>
              </th>
              <td data-label="Email" className={styles.email}>
                <a href={`mailto:${application.email}`}>{application.email}</a>
              </td>
              <td data-label="Applied for">
                {/* One wrapper: on phones each cell is a two-column grid of label and value. */}
                <div>
                  {application.kind === 'job' && application.jobId ? (
                    <Link to={`/jobs/${application.jobId}`}>{application.jobTitle}</Link>
                  ) : (
                    <span>{application.jobTitle}</span>
                  )}
                  <span className={styles.kind}>
                    {application.kind === 'job' ? 'Job board' : 'Careers page'}
                  </span>
                </div>
              </td>
              <td data-label="Received" className={styles.date}>
                <time dateTime={application.createdAt}>
                  {formatDateTime(application.createdAt)}
                </time>
              </td>
              <td data-label="Resume">
                <ResumeLink application={application} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
