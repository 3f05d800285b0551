import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import styles from './staff-page-header.module.css';

type StaffPageHeaderProps = {
  title: string;
  // The trail above the title on a page below another (Orders › the order); the last crumb
  // is this page.
  breadcrumbs?: Crumb[];
  lead?: ReactNode;
  actions?: ReactNode;
};

// A staff page's heading: compact (the work is below it, not a marketing band), the page's
// only <h1>, its trail and its main actions on the right from 768 px.
export function StaffPageHeader({ title, breadcrumbs, lead, actions }: StaffPageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.text}>
          {breadcrumbs && breadcrumbs.length > 1 && <Breadcrumbs items={breadcrumbs} />}
          <h1 className={styles.title}>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </header>
  );
}
