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
