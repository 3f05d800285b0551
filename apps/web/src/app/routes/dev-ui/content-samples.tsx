import { Button } from '@/components/ui/button';
import { Card, CardLink } from '@/components/ui/card';
import {
  CardList,
  CardListItem,
  CardListMain,
  CardListMeta,
  CardListSide,
  CardListTitle,
} from '@/components/ui/card-list';
import { Field, FieldGrid } from '@/components/ui/field';
import { MediaCard } from '@/components/ui/media-card';
import { StatusTag } from '@/components/ui/status-tag';
import styles from '../dev-ui.module.css';
import { Sample } from './sample';

// Cards, card lists and form fields: how content and forms are laid out.
export function ContentSamples() {
  return (
    <>
      <Sample title="Card">
        <ul className={styles.cards}>
          <Card as="li">
            <h4 className={styles.cardTitle}>Plain card</h4>
            <p className={styles.muted}>Groups one thing.</p>
          </Card>
          <Card as="li" interactive>
            <h4 className={styles.cardTitle}>
              <CardLink to="/dev/ui">Interactive card</CardLink>
            </h4>
            <p className={styles.muted}>The whole card is the link.</p>
          </Card>
          <Card as="li" accent="top" padding="lg">
            <h4 className={styles.cardTitle}>Accent card</h4>
            <p className={styles.muted}>With a bar along the top.</p>
          </Card>
        </ul>
      </Sample>

      <Sample title="MediaCard">
        <div className={styles.stack}>
          <div className={styles.narrow}>
            <MediaCard media={<p className={styles.media}>Picture</p>} interactive>
              <p className={styles.mediaBody}>Narrow: the picture on top.</p>
            </MediaCard>
          </div>
          <MediaCard elevation="md" media={<p className={styles.media}>Picture</p>}>
            <p className={styles.mediaBody}>Wide (34rem and up): the picture beside the body.</p>
          </MediaCard>
        </div>
      </Sample>

      <Sample title="CardList">
        <CardList aria-label="Saved jobs, a card list">
          <CardListItem>
            <CardListMain>
              <CardListTitle headingLevel="h4">
                <a href="/dev/ui">Night Nurse</a>
              </CardListTitle>
              <CardListMeta>Chicago, IL · Full-time · Healthcare</CardListMeta>
              <CardListMeta>Saved Jan 10, 2026</CardListMeta>
            </CardListMain>
            <CardListSide>
              <StatusTag tone="success">Open</StatusTag>
              <Button variant="secondary" size="sm">
                Remove
              </Button>
            </CardListSide>
          </CardListItem>
          <CardListItem padding="sm">
            <CardListMain gap="sm" fill={false}>
              <CardListTitle headingLevel="h4">Nurse jobs in Chicago</CardListTitle>
              <CardListMeta>Daily · padding sm, main as wide as its content</CardListMeta>
            </CardListMain>
            <CardListSide>
              <Button variant="secondary" size="sm">
                Delete
              </Button>
            </CardListSide>
          </CardListItem>
          <CardListItem layout="columns">
            <CardListMain gap="sm">
              <CardListTitle headingLevel="h4">Confirm your email address</CardListTitle>
              <CardListMeta>
                Columns layout: stacked on phones, side at the top from 768px
              </CardListMeta>
              <code className={styles.code}>550 5.1.1 Recipient address rejected</code>
            </CardListMain>
            <CardListSide gap="sm">
              <Button size="sm">Retry</Button>
              <Button size="sm" variant="secondary">
                Discard
              </Button>
            </CardListSide>
          </CardListItem>
        </CardList>
      </Sample>

      <Sample title="Field">
        <form className={styles.form} noValidate>
          <FieldGrid>
            <Field label="First name" required>
              <input type="text" defaultValue="Ada" />
            </Field>
            <Field label="Email" required error="Enter a valid email address.">
              <input type="email" defaultValue="ada@" />
            </Field>
          </FieldGrid>
          <Field label="Location" hint="City and state, or Remote.">
            <input type="text" />
          </Field>
          <Field label="Industry">
            <select defaultValue="">
              <option value="">Select an industry</option>
              <option>Healthcare</option>
            </select>
          </Field>
          <Field
            label="Comments"
            optional
            hint="Anything else we should know."
            hintPlacement="after"
          >
            <textarea rows={3} />
          </Field>
          <Field label="Disabled">
            <input type="text" defaultValue="Cannot change" disabled />
          </Field>
        </form>
      </Sample>
    </>
  );
}
