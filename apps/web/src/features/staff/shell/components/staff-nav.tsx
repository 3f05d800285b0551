import type { ComponentType } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { BriefcaseIcon, MailIcon, UserIcon } from '@/components/ui/icons';
import {
  ActivityIcon,
  BuildingIcon,
  CalendarIcon,
  ClipboardIcon,
  InboxIcon,
  SunIcon,
  UsersIcon,
} from './staff-icons';
import { cx } from '@/lib/cx';
import type { StaffSection, StaffSectionKey } from '../utils/staff-sections';
import styles from './staff-nav.module.css';

const ICONS: Record<StaffSectionKey, ComponentType<{ size?: number }>> = {
  today: SunIcon,
  orders: ClipboardIcon,
  jobs: BriefcaseIcon,
  applications: InboxIcon,
  candidates: UsersIcon,
  clients: BuildingIcon,
  interviews: CalendarIcon,
  users: UserIcon,
  activity: ActivityIcon,
  failedEmails: MailIcon,
};

type StaffNavProps = {
  sections: StaffSection[];
  current: StaffSectionKey | undefined;
  badges: Partial<Record<StaffSectionKey, number>>;
  // Called when a link is followed: the phone's drawer closes.
  onNavigate?: () => void;
  // 'inverse' on the dark rail, 'light' in the phone's drawer.
  tone?: 'inverse' | 'light';
};

// The staff workspace's sections, the same list in the side rail and in the phone's drawer.
// A badge counts what needs action there; its words are read with the link ("Orders, 3 need
// action"), the number alone is what the eye sees.
export function StaffNav({
  sections,
  current,
  badges,
  onNavigate,
  tone = 'inverse',
}: StaffNavProps) {
  return (
    <ul className={cx(styles.list, tone === 'light' && styles.light)}>
      {sections.map((section) => {
        const Icon = ICONS[section.key];
        const count = badges[section.key] ?? 0;
        const isCurrent = section.key === current;
        return (
          <li key={section.key}>
            <AppLink
              to={section.to}
              className={cx(styles.link, isCurrent && styles.current)}
              aria-current={isCurrent ? 'page' : undefined}
              onClick={onNavigate}
            >
              <Icon size={20} />
              <span className={styles.label}>{section.label}</span>
              {count > 0 && (
                <span className={styles.badge}>
                  {count > 99 ? '99+' : count}
                  <span className="visually-hidden">
                    {count === 1 ? ' needs action' : ' need action'}
                  </span>
                </span>
              )}
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}
