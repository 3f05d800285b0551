import { Button, ButtonLink } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { IconButton } from '@/components/ui/icon-button';
import * as Icons from '@/components/ui/icons';
import { Badge, StatusTag } from '@/components/ui/status-tag';
import styles from '../dev-ui.module.css';
import { Sample } from './sample';

// Buttons, tags and lists: the small pieces inside every screen.
export function ActionSamples() {
  return (
    <>
      <Sample title="Button">
        <div className={styles.row}>
          <Button>Primary</Button>
          <Button variant="accent">Accent</Button>
          <Button variant="secondary">Secondary</Button>
          <Button size="sm" variant="secondary">
            Small
          </Button>
          <Button disabled>Disabled</Button>
          <ButtonLink to="/dev/ui" variant="secondary" size="lg">
            Large link
          </ButtonLink>
        </div>
      </Sample>

      <Sample title="IconButton">
        <div className={styles.row}>
          <IconButton aria-label="Close">
            <Icons.CloseIcon />
          </IconButton>
          <IconButton aria-label="Previous" tone="outlined">
            <Icons.ChevronLeftIcon />
          </IconButton>
          <IconButton aria-label="Next" tone="outlined" disabled>
            <Icons.ChevronRightIcon />
          </IconButton>
        </div>
      </Sample>

      <Sample title="StatusTag and Badge">
        <div className={styles.row}>
          <StatusTag>Neutral</StatusTag>
          <StatusTag tone="accent">Healthcare</StatusTag>
          <StatusTag tone="success">Active</StatusTag>
          <StatusTag tone="danger">Disabled</StatusTag>
          <StatusTag tone="strong">Strong</StatusTag>
          <StatusTag caps={false}>User</StatusTag>
          <Badge>12</Badge>
          <Badge tone="accent">3</Badge>
          <Badge tone="strong" caps>
            You
          </Badge>
        </div>
      </Sample>

      <Sample title="CheckList">
        <CheckList
          items={['Registered nurses', 'Truck drivers', 'Project managers', 'Electricians']}
        />
      </Sample>
    </>
  );
}
