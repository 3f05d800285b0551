import { useRef, useState, type ReactNode } from 'react';
import { Button, ButtonLink, buttonClassName } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { IconButton } from '@/components/ui/icon-button';
import { CallToAction } from '@/components/ui/call-to-action';
import { Card, CardLink } from '@/components/ui/card';
import {
  CardList,
  CardListItem,
  CardListMain,
  CardListMeta,
  CardListSide,
  CardListTitle,
} from '@/components/ui/card-list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn, type SortDirection } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { Drawer } from '@/components/ui/drawer';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, FieldGrid } from '@/components/ui/field';
import * as Icons from '@/components/ui/icons';
import { MediaCard } from '@/components/ui/media-card';
import { Pager } from '@/components/ui/pager';
import { Section, SectionHeader } from '@/components/ui/section';
import { Badge, StatusTag } from '@/components/ui/status-tag';
import styles from './dev-ui.module.css';

// The living catalogue of the UI primitives (development builds only, see router.tsx): every
// primitive in its states on one page, so a change can be looked at in one place. The
// Playwright visual spec photographs it at phone and desktop width.

type Person = {
  id: string;
  name: string;
  role: string;
  city: string;
  status: 'Active' | 'Disabled';
};
const PEOPLE: Person[] = [
  { id: '1', name: 'Ada Lovelace', role: 'Admin', city: 'Chicago, IL', status: 'Active' },
  { id: '2', name: 'Grace Hopper', role: 'User', city: 'Naperville, IL', status: 'Disabled' },
  { id: '3', name: 'Katherine Johnson', role: 'User', city: 'Aurora, IL', status: 'Active' },
];
const PEOPLE_COLUMNS: DataTableColumn<Person>[] = [
  { key: 'name', header: 'Name', rowHeader: true, sortable: true, cell: (p) => p.name },
  { key: 'role', header: 'Role', cell: (p) => <StatusTag caps={false}>{p.role}</StatusTag> },
  { key: 'city', header: 'City', sortable: true, cell: (p) => p.city },
  {
    key: 'status',
    header: 'Status',
    cell: (p) => (
      <StatusTag tone={p.status === 'Active' ? 'success' : 'danger'} caps={false}>
        {p.status}
      </StatusTag>
    ),
  },
];

function Sample({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.sample}>
      <h3 className={styles.sampleTitle}>{title}</h3>
      {children}
    </div>
  );
}

export default function DevUiPage() {
  const [sort, setSort] = useState<{ key: string; direction: SortDirection }>({
    key: 'name',
    direction: 'ascending',
  });
  const [page, setPage] = useState(2);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const confirmReturnRef = useRef<HTMLButtonElement>(null);
  const sorted = [...PEOPLE].sort((a, b) => {
    const key = sort.key === 'city' ? 'city' : 'name';
    const order = a[key].localeCompare(b[key]);
    return sort.direction === 'ascending' ? order : -order;
  });

  return (
    <main className={styles.page}>
      <title>UI primitives | Development catalogue</title>
      <Section
        title="UI primitives"
        eyebrow="Development only"
        lead="Every primitive of components/ui in its states."
      >
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

        <Sample title="DataTable">
          <DataTable
            caption="People, sortable by name and city"
            columns={PEOPLE_COLUMNS}
            rows={sorted}
            rowKey={(p) => p.id}
            sort={sort}
            onSortChange={(key, direction) => {
              setSort({ key, direction });
            }}
          />
          <DataTable
            caption="An empty table"
            columns={PEOPLE_COLUMNS}
            rows={[]}
            rowKey={(p) => p.id}
            empty={<EmptyState>No people yet.</EmptyState>}
          />
        </Sample>

        <Sample title="Pager">
          <Pager page={page} pageCount={5} label="Pages of people" onPageChange={setPage} />
          <Pager
            page={page}
            pageCount={5}
            label="Pages of people, with a summary"
            onPageChange={setPage}
            position="short"
            summary={`Showing ${(page - 1) * 20 + 1}–${page * 20} of 87 people`}
          />
          <Pager
            page={6}
            pageCount={12}
            label="Numbered pages"
            numbered
            toPage={(target) => `/dev/ui?page=${target}`}
          />
        </Sample>

        <Sample title="EmptyState">
          <div className={styles.stack}>
            <EmptyState>No applications yet.</EmptyState>
            <EmptyState
              title="No jobs match your search"
              titleAs="h3"
              action={<ButtonLink to="/dev/ui">Clear search</ButtonLink>}
            >
              Try fewer words or another industry.
            </EmptyState>
            <EmptyState
              tone="error"
              role="status"
              action={
                <Button variant="secondary" size="sm">
                  Try again
                </Button>
              }
            >
              <p>The list could not be loaded. Network error.</p>
            </EmptyState>
          </div>
        </Sample>

        <Sample title="Dialog and Drawer">
          <div className={styles.row}>
            <Button
              variant="secondary"
              onClick={() => {
                setDialogOpen(true);
              }}
            >
              Open dialog
            </Button>
            <button
              ref={confirmReturnRef}
              type="button"
              className={buttonClassName({ variant: 'secondary' })}
              onClick={() => {
                setConfirmOpen(true);
              }}
            >
              Open confirmation
            </button>
            <Button
              variant="secondary"
              onClick={() => {
                setDrawerOpen(true);
              }}
            >
              Open drawer
            </Button>
          </div>
        </Sample>

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
            {Object.entries(Icons).map(([name, Icon]) => (
              <li key={name}>
                <Icon size={24} />
                <span>{name.replace(/Icon$/, '')}</span>
              </li>
            ))}
          </ul>
        </Sample>
      </Section>

      <Section
        tone="muted"
        title="Section, muted"
        titleId="dev-ui-muted"
        lead="A band with a lead and actions."
        actions={<Button variant="secondary">Action</Button>}
      >
        <SectionHeader title="A header on its own" headingLevel="h3" eyebrow="Eyebrow" />
      </Section>

      <Dialog
        open={dialogOpen}
        onClose={() => {
          setDialogOpen(false);
        }}
        title="Apply for Night Nurse"
        description="All fields are required."
        footer={
          <Button
            onClick={() => {
              setDialogOpen(false);
            }}
          >
            Done
          </Button>
        }
      >
        <Field label="Email">
          <input type="email" />
        </Field>
      </Dialog>
      <ConfirmDialog
        open={confirmOpen}
        danger
        title="Are you sure you want to delete this job?"
        description={
          <>
            <strong>Night Nurse</strong> will be removed from the job board.
          </>
        }
        confirmLabel="Confirm Delete"
        busyLabel="Deleting..."
        busy={false}
        errorMessage="The job could not be deleted. Network error."
        returnFocusRef={confirmReturnRef}
        onConfirm={() => {
          setConfirmOpen(false);
        }}
        onCancel={() => {
          setConfirmOpen(false);
        }}
      />
      <Drawer
        open={drawerOpen}
        onClose={() => {
          setDrawerOpen(false);
        }}
        title="Filter jobs"
        footer={
          <Button
            onClick={() => {
              setDrawerOpen(false);
            }}
          >
            Show 24 jobs
          </Button>
        }
      >
        <Field label="Industry">
          <select defaultValue="">
            <option value="">Any industry</option>
          </select>
        </Field>
        <Field label="Job type">
          <select defaultValue="">
            <option value="">Any type</option>
          </select>
        </Field>
      </Drawer>
    </main>
  );
}
