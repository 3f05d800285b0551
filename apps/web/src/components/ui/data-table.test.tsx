import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';
import { EmptyState } from './empty-state';

type Person = { id: string; name: string; city: string };
const PEOPLE: Person[] = [
  { id: '1', name: 'Ada', city: 'Boston' },
  { id: '2', name: 'Grace', city: 'Denver' },
];
const COLUMNS: DataTableColumn<Person>[] = [
  { key: 'name', header: 'Name', cell: (p) => p.name, rowHeader: true, sortable: true },
  { key: 'city', header: 'City', cell: (p) => p.city, sortable: true },
];

describe('DataTable', () => {
  it('has a caption, column headers and a row header per record', () => {
    render(<DataTable caption="People" columns={COLUMNS} rows={PEOPLE} rowKey={(p) => p.id} />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'City']);
    expect(within(table).getByRole('rowheader', { name: 'Ada' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Denver' })).toHaveAttribute(
      'data-label',
      'City',
    );
    // Without onSortChange no column is a sort control.
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });

  it('makes sortable headers buttons with aria-sort', async () => {
    const onSortChange = vi.fn();
    const user = userEvent.setup();
    render(
      <DataTable
        caption="People"
        columns={COLUMNS}
        rows={PEOPLE}
        rowKey={(p) => p.id}
        sort={{ key: 'name', direction: 'ascending' }}
        onSortChange={onSortChange}
      />,
    );
    const [nameHeader, cityHeader] = screen.getAllByRole('columnheader');
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(cityHeader).toHaveAttribute('aria-sort', 'none');
    await user.click(within(nameHeader!).getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenLastCalledWith('name', 'descending');
    await user.click(within(cityHeader!).getByRole('button', { name: /City/ }));
    expect(onSortChange).toHaveBeenLastCalledWith('city', 'ascending');
  });

  it('shows the empty state instead of an empty table', () => {
    render(
      <DataTable
        caption="People"
        columns={COLUMNS}
        rows={[]}
        rowKey={(p) => p.id}
        empty={<EmptyState>No people yet.</EmptyState>}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No people yet.')).toBeInTheDocument();
  });

  it('passes row attributes and marks a busy table', () => {
    render(
      <DataTable
        caption="People"
        captionHidden
        columns={COLUMNS}
        rows={PEOPLE}
        rowKey={(p) => p.id}
        rowProps={(p) => ({ id: `person-${p.id}` })}
        busy
      />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(document.getElementById('person-2')).toHaveTextContent('Grace');
  });

  it('keeps its table roles explicitly, for the cards it becomes on phones', () => {
    type Order = { id: string; position: string; status: string };
    render(
      <DataTable<Order>
        caption="Orders"
        columns={[
          {
            key: 'position',
            header: 'Position',
            rowHeader: true,
            stacked: 'heading',
            cell: (o) => o.position,
          },
          { key: 'status', header: 'Status', cell: (o) => o.status },
          { key: 'count', header: <span>Filled</span>, label: 'Filled of needed', cell: () => '1' },
          {
            key: 'actions',
            header: <span className="visually-hidden">Actions</span>,
            cell: (o) => <button type="button">Open {o.position}</button>,
          },
        ]}
        rows={[{ id: '1', position: 'Night Nurse', status: 'Open' }]}
        rowKey={(o) => o.id}
      />,
    );
    // Named by its caption, and every part carries its role (a table drawn as blocks keeps
    // them only so in some browsers).
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(table).toHaveAttribute('role', 'table');
    for (const rowgroup of within(table).getAllByRole('rowgroup')) {
      expect(rowgroup).toHaveAttribute('role', 'rowgroup');
    }
    for (const row of within(table).getAllByRole('row')) expect(row).toHaveAttribute('role', 'row');
    const heading = within(table).getByRole('rowheader', { name: 'Night Nurse' });
    expect(heading).toHaveAttribute('role', 'rowheader');
    // Each value cell says its column's label on a card (the header's text, or `label`).
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Status',
      'Filled of needed',
      null,
    ]);
    // The actions are in the card, reachable, and their cell has no label to indent them.
    expect(within(cells[2]!).getByRole('button', { name: 'Open Night Nurse' })).toBeVisible();
    expect(cells[2]!.className).not.toBe(cells[0]!.className);
  });
});
