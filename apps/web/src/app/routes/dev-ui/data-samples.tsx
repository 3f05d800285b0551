import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { DataTable, type DataTableColumn, type SortDirection } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { StatusTag } from '@/components/ui/status-tag';
import styles from '../dev-ui.module.css';
import { Sample } from './sample';

// Tables, paging and empty states: how lists of records look, with a sortable table's state.
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

// A list whose cards have a heading (the record's name) and buttons: how the staff lists read
// on a phone.
type Order = { id: string; position: string; company: string; start: string; filled: string };
const ORDERS: Order[] = [
  {
    id: '1',
    position: 'Night Nurse',
    company: 'Lakeshore Health Partners',
    start: '2027-01-11',
    filled: '1 of 3',
  },
  {
    id: '2',
    position: 'Forklift Operator',
    company: 'Midwest-Distribution-and-Logistics-Incorporated',
    start: '2027-02-01',
    filled: '0 of 12',
  },
];
const ORDER_COLUMNS: DataTableColumn<Order>[] = [
  {
    key: 'position',
    header: 'Position',
    rowHeader: true,
    stacked: 'heading',
    cell: (o) => <a href={`#order-${o.id}`}>{o.position}</a>,
  },
  { key: 'company', header: 'Company', cell: (o) => o.company },
  { key: 'start', header: 'Start', cell: (o) => o.start },
  { key: 'filled', header: 'Filled', label: 'Filled / headcount', cell: (o) => o.filled },
  {
    key: 'actions',
    header: <span className="visually-hidden">Actions</span>,
    cell: (o) => (
      <Button variant="secondary" size="sm" aria-label={`Take it: ${o.position}`}>
        Take it
      </Button>
    ),
  },
];

export function DataSamples() {
  const [sort, setSort] = useState<{ key: string; direction: SortDirection }>({
    key: 'name',
    direction: 'ascending',
  });
  const [page, setPage] = useState(2);
  const sorted = [...PEOPLE].sort((a, b) => {
    const key = sort.key === 'city' ? 'city' : 'name';
    const order = a[key].localeCompare(b[key]);
    return sort.direction === 'ascending' ? order : -order;
  });
  return (
    <>
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
          caption="Orders: on a phone each is a card with its heading and buttons"
          columns={ORDER_COLUMNS}
          rows={ORDERS}
          rowKey={(o) => o.id}
          align="middle"
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
    </>
  );
}
