import { Link } from 'react-router';
import type { AdminApplication } from '@staffing/shared/application-schemas';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { applicationResumeUrl } from '../api/get-applications';
import { StatusTag } from '@/components/ui/status-tag';
import { ApplicationAnswers } from './application-answers';
import { ApplicationHistory } from './application-history';
import { ApplicationStatusControl } from './application-status-control';
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

const COLUMNS: readonly DataTableColumn<AdminApplication>[] = [
  {
    key: 'applicant',
    header: 'Applicant',
    rowHeader: true,
    // The applicant's page in the talent pool, with every application and resume of theirs.
    cell: (application) => (
      <>
        {application.candidateId ? (
          <Link to={`/admin/candidates/${encodeURIComponent(application.candidateId)}`}>
            {application.firstName} {application.lastName}
          </Link>
        ) : (
          <span>
            {application.firstName} {application.lastName}
          </span>
        )}
        {/* Sent from the Spanish pages: the recruiter knows to call in Spanish. */}
        {application.locale === 'es' && (
          <>
            {' '}
            <StatusTag tone="accent">Prefers Spanish</StatusTag>
          </>
        )}
      </>
    ),
  },
  {
    key: 'email',
    header: 'Email',
    className: styles.email,
    cell: (application) => <a href={`mailto:${application.email}`}>{application.email}</a>,
  },
  {
    key: 'job',
    header: 'Applied for',
    cell: (application) => (
      <>
        {application.kind === 'job' && application.jobId ? (
          <Link to={`/jobs/${application.jobId}`}>{application.jobTitle}</Link>
        ) : (
          <span>{application.jobTitle}</span>
        )}
        <span className={styles.kind}>
          {application.kind === 'job' ? 'Job board' : 'Careers page'}
        </span>
      </>
    ),
  },
  {
    key: 'received',
    header: 'Received',
    className: styles.date,
    cell: (application) => (
      <time dateTime={application.createdAt}>{formatDateTime(application.createdAt)}</time>
    ),
  },
  {
    key: 'resume',
    header: 'Resume',
    cell: (application) => <ResumeLink application={application} />,
  },
  {
    key: 'screening',
    header: 'Screening',
    cell: (application) => <ApplicationAnswers application={application} />,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (application) => (
      <div className={styles.statusCell}>
        <ApplicationStatusControl application={application} />
        <ApplicationHistory application={application} />
      </div>
    ),
  },
];

export function ApplicationsTable({ applications }: { applications: readonly AdminApplication[] }) {
  return (
    <DataTable
      caption="Applications, newest first"
      captionHidden
      columns={COLUMNS}
      rows={applications}
      rowKey={(application) => application._id}
    />
  );
}
