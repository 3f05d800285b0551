import { Button } from '@/components/ui/button';
import { CallToAction } from '@/components/ui/call-to-action';
import * as Icons from '@/components/ui/icons';
import * as StaffIcons from '@/features/staff/shell/components/staff-icons';
import styles from '../dev-ui.module.css';
import { Sample } from './sample';

// A page's closing call to action, and the icons: the site's set and the staff shell's own.
export function ClosingSamples() {
  return (
    <>
      <Sample title="CallToAction">
        <div className={styles.stack}>
          <CallToAction
            headingLevel="h4"
            title="Let’s talk"
            actions={<Button variant="accent">Contact Us</Button>}
          >
            A line of text beside the buttons.
          </CallToAction>
          <CallToAction
            tone="inverse"
            headingLevel="h4"
            title="Ready to hire?"
            actions={<Button variant="accent">Contact Us</Button>}
          >
            On a navy panel.
          </CallToAction>
        </div>
      </Sample>

      <Sample title="Icons">
        <ul className={styles.icons}>
          {Object.entries({ ...Icons, ...StaffIcons })
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([name, Icon]) => (
              <li key={name}>
                <Icon size={24} />
                <span>{name.replace(/Icon$/, '')}</span>
              </li>
            ))}
        </ul>
      </Sample>
    </>
  );
}
