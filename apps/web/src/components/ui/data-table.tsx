import { useId, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import styles from './data-table.module.css';

/**
 * DataTable: a table of records with a caption, optional sortable columns and an empty
 * state; on narrow screens every row becomes a card of label/value lines.
 *
 * Props
 * - caption: what the table lists (required; captionHidden keeps it for screen readers only).
 * - columns: { key, header, cell(row), label?, rowHeader?, sortable?, className?,
 *   stacked? } - `label` is the text beside the value once stacked (defaults to header when
 *   that is a string); `rowHeader` renders the cell as <th scope="row">; `stacked: 'heading'`
 *   shows that cell across the card without a label.
 * - rows, rowKey(row): the records and their React keys.
 * - rowProps(row): extra attributes for a <tr> (id, className, aria-current).
 * - sort: { key, direction } of the current order; onSortChange(key, direction) makes every
 *   column with sortable: true a button in its header cell, with aria-sort on the cell.
 * - empty: shown instead of the table when rows is empty (an EmptyState, usually).
 * - busy: dims the rows and sets aria-busy while a new page loads.
 * - align: vertical alignment of cells, 'top' (default) | 'middle'.
 *
 * On phones (768px and below) every row is a card of label/value lines, the labels from the
 * columns (`data-label`, drawn before each value), with a narrower label column at 480px and
 * below; a `stacked: 'heading'` cell heads its card and a cell without a label (an actions
 * column) takes the card's width. Nothing is wider than the screen, so the page never scrolls
 * sideways. The header row is hidden there; its sort buttons reappear as a row above the
 * cards while one has the keyboard's focus, so no focus is ever invisible; a list sortable
 * on phones offers its order as a choice of its own (the order board's "Sort"). The table
 * keeps its semantics as cards: every element carries its table role explicitly (a table
 * drawn as blocks loses them in some browsers) and the caption names the table.
 */
export type SortDirection = 'ascending' | 'descending';

export type DataTableColumn<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  label?: string;
  rowHeader?: boolean;
  sortable?: boolean;
  className?: string;
  stacked?: 'row' | 'heading';
};

export type DataTableProps<Row> = {
  caption: ReactNode;
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & { 'data-testid'?: string };
  sort?: { key: string; direction: SortDirection } | undefined;
  onSortChange?: (key: string, direction: SortDirection) => void;
  empty?: ReactNode;
  busy?: boolean;
  align?: 'top' | 'middle';
  className?: string;
};

function SortIndicator({ direction }: { direction: SortDirection | undefined }) {
  return (
    <span className={styles.sortIndicator} aria-hidden="true">
      {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
    </span>
  );
}

export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  rowProps,
  sort,
  onSortChange,
  empty,
  busy = false,
  align = 'top',
  className,
}: DataTableProps<Row>) {
  const captionId = useId();
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  return (
    <div className={cx(styles.wrap, className)}>
      <table
        role="table"
        aria-labelledby={captionId}
        className={cx(styles.table, align === 'middle' && styles.middle, busy && styles.busy)}
        aria-busy={busy || undefined}
      >
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : styles.caption}>
          {caption}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : undefined;
              const sortable = column.sortable && onSortChange;
              return (
                <th
                  key={column.key}
                  role="columnheader"
                  scope="col"
                  aria-sort={sortable ? (direction ?? 'none') : undefined}
                >
                  {sortable ? (
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() => {
                        onSortChange(
                          column.key,
                          direction === 'ascending' ? 'descending' : 'ascending',
                        );
                      }}
                    >
                      {column.header}
                      <SortIndicator direction={direction} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" {...rowProps?.(row)}>
              {columns.map((column) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                const header = typeof column.header === 'string' ? column.header : '';
                const label = column.label ?? (header === '' ? undefined : header);
                return (
                  <Cell
                    key={column.key}
                    role={column.rowHeader ? 'rowheader' : 'cell'}
                    scope={column.rowHeader ? 'row' : undefined}
                    data-label={label}
                    className={cx(
                      column.stacked === 'heading'
                        ? styles.stackedHeading
                        : !label && styles.unlabelled,
                      column.className,
                    )}
                  >
                    {/* One wrapper: once stacked, each cell is a grid of label and value. */}
                    <div className={styles.value}>{column.cell(row)}</div>
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
