import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import styles from './careers.module.css';

const OPENINGS = [
  {
    to: '/sales-rep',
    title: 'Sales Representative',
    summary: 'High-ticket commission, 9:00am–9:00pm CST, off on weekends and federal holidays.',
  },
  {
    to: '/project-manager-internship',
    title: 'Project Manager Internship',
    summary: 'A three-month internship alongside our project managers.',
  },
];

export default function CareersPage() {
  return (
    <>
      <PageMeta title="Careers" description="Open positions at our agency." />
      <PageHeader
        eyebrow="Work with us"
        title="Careers"
        lead="Join the team that puts people to work."
      />
      <Section aria-labelledby="careers-openings">
        <h2 id="careers-openings">Open positions</h2>
        <ul className={styles.list}>
          {OPENINGS.map((opening) => (
            <li key={opening.to} className={styles.item}>
              <div>
                <h3 className={styles.title}>{opening.title}</h3>
                <p className={styles.summary}>{opening.summary}</p>
              </div>
              <Link to={opening.to} className={styles.link}>
                Learn More & Apply
                <span className="visually-hidden">: {opening.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
