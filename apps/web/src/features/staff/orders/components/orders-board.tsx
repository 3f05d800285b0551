import { useId, useRef, type SyntheticEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { INDUSTRIES, INDUSTRY_LABELS } from '@staffing/shared/constants';
import {
  JOB_ORDER_PAGE_SIZE,
  JOB_ORDER_STATUSES,
  JOB_ORDER_STATUS_LABELS,
  type JobOrderSort,
} from '@staffing/shared/job-order-constants';
import type { JobOrderSummary } from '@staffing/shared/job-order-schemas';
import { MESSAGES } from '@staffing/shared/messages';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn, type SortDirection } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Pager } from '@/components/ui/pager';
import { RelativeTime } from '@/components/ui/relative-time';
import { useOrderOwners } from '../api/get-order-owners';
import { useOrders } from '../api/get-orders';
import {
  EMPTY_ORDER_SEARCH,
  defaultDir,
  readOrderSearch,
  writeOrderSearch,
  type OrderSearch,
} from '../utils/order-search-params';
import { OrderStatusTag } from '@/components/order-status-tag';
import styles from './orders-board.module.css';

const SORTABLE = new Set<string>(['company', 'status', 'start', 'headcount', 'created']);

// The table's headers sort from a tablet's width up; below it (rows become cards, headers
// hidden) and for keyboard users who prefer a list, the order is a choice in the form too.
const SORT_CHOICES: { value: string; label: string }[] = [
  { value: 'created:desc', label: 'Newest first' },
  { value: 'created:asc', label: 'Oldest first' },
  { value: 'start:asc', label: 'Start date, soonest' },
  { value: 'start:desc', label: 'Start date, latest' },
  { value: 'company:asc', label: 'Company, A to Z' },
  { value: 'company:desc', label: 'Company, Z to A' },
  { value: 'headcount:desc', label: 'Headcount, largest' },
  { value: 'headcount:asc', label: 'Headcount, smallest' },
  { value: 'status:asc', label: 'Status' },
];

function summaryText(total: number, page: number, shown: number): string {
  const noun = total === 1 ? 'order' : 'orders';
  if (total <= shown) return `${total} ${noun}`;
  const first = (page - 1) * JOB_ORDER_PAGE_SIZE + 1;
  return `Showing ${first}–${first + shown - 1} of ${total} ${noun}`;
}

function searchHref(search: OrderSearch): string {
  const query = writeOrderSearch(search).toString();
  return query ? `?${query}` : '?';
}

// /admin/orders: every job order with its status, owner, company, industry, start date,
// headcount and filled count; filters, sort and page live in the URL.
export function OrdersBoard() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = readOrderSearch(searchParams);
  const orders = useOrders(search);
  const owners = useOrderOwners();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const go = (next: Partial<OrderSearch>, options?: { replace?: boolean }) => {
    // Any new filter or sort starts at page 1.
    setSearchParams(writeOrderSearch({ ...search, page: 1, ...next }), options);
  };

  function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' && value !== '' ? value : undefined;
    };
    setSearchParams(
      writeOrderSearch(
        readOrderSearch(
          new URLSearchParams(
            Object.entries({
              q: text('q'),
              status: text('status'),
              industry: text('industry'),
              owner: text('owner'),
              sort: (text('order') ?? '').split(':')[0],
              dir: (text('order') ?? '').split(':')[1],
            }).filter((entry): entry is [string, string] => entry[1] !== undefined),
          ),
        ),
      ),
    );
  }

  const columns: DataTableColumn<JobOrderSummary>[] = [
    {
      key: 'position',
      header: 'Position',
      rowHeader: true,
      stacked: 'heading',
      cell: (order) => (
        <Link to={`/admin/orders/${order._id}`} className={styles.orderLink}>
          {order.position}
        </Link>
      ),
    },
    { key: 'company', header: 'Company', sortable: true, cell: (order) => order.company },
    {
      key: 'industry',
      header: 'Industry',
      cell: (order) => INDUSTRY_LABELS[order.industry],
    },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      cell: (order) => (
        <span className={styles.status}>
          <OrderStatusTag status={order.status} />
          {order.statusReason && <span className={styles.reason}>{order.statusReason}</span>}
        </span>
      ),
    },
    {
      key: 'owner',
      header: 'Owner',
      cell: (order) => order.owner?.name ?? <span className={styles.muted}>Nobody yet</span>,
    },
    { key: 'start', header: 'Start', sortable: true, cell: (order) => order.startDate },
    {
      key: 'headcount',
      header: 'Filled',
      label: 'Filled / headcount',
      sortable: true,
      cell: (order) => (
        <span aria-label={`${order.filledCount} of ${order.headcount} filled`}>
          {order.filledCount} / {order.headcount}
        </span>
      ),
    },
    {
      key: 'created',
      header: 'Received',
      sortable: true,
      cell: (order) => <RelativeTime iso={order.createdAt} />,
    },
  ];

  const filtered = writeOrderSearch({ ...search, sort: 'created', dir: 'desc', page: 1 }).size > 0;

  let content;
  if (orders.isPending) {
    content = (
      <EmptyState role="status">
        <p>{MESSAGES.loading}</p>
      </EmptyState>
    );
  } else if (orders.isError) {
    content = (
      <EmptyState tone="error" onRetry={() => void orders.refetch()}>
        <p>The orders could not be loaded. {orders.error.message}</p>
      </EmptyState>
    );
  } else {
    const { orders: rows, total } = orders.data;
    const pageCount = Math.max(1, Math.ceil(total / JOB_ORDER_PAGE_SIZE));
    // A page past the end (an old link, or a filter with fewer orders) shows the last page
    // there is instead of an empty one.
    if (search.page > pageCount && !orders.isPlaceholderData) {
      return <Navigate to={{ search: searchHref({ ...search, page: pageCount }) }} replace />;
    }
    content = (
      <>
        <p className={styles.summary} role="status">
          {summaryText(total, search.page, rows.length)}
        </p>
        <DataTable
          caption="Job orders"
          captionHidden
          columns={columns}
          rows={rows}
          rowKey={(order) => order._id}
          busy={orders.isPlaceholderData}
          sort={{
            key: search.sort,
            direction: search.dir === 'asc' ? 'ascending' : 'descending',
          }}
          onSortChange={(key: string, direction: SortDirection) => {
            if (!SORTABLE.has(key)) return;
            const sort = key as JobOrderSort;
            // A column chosen anew starts in its natural order.
            const dir =
              sort === search.sort
                ? direction === 'ascending'
                  ? 'asc'
                  : 'desc'
                : defaultDir(sort);
            go({ sort, dir });
          }}
          empty={
            <EmptyState
              title={filtered ? 'No orders match' : 'No orders yet'}
              action={
                filtered ? (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setSearchParams(writeOrderSearch(EMPTY_ORDER_SEARCH));
                    }}
                  >
                    Show all orders
                  </Button>
                ) : undefined
              }
            >
              <p>
                {filtered
                  ? 'Try another status, industry or owner.'
                  : 'Orders employers send from the Find Talent pages appear here.'}
              </p>
            </EmptyState>
          }
        />
        <Pager
          page={search.page}
          pageCount={pageCount}
          label="Pages of orders"
          toPage={(page) => searchHref({ ...search, page })}
          onNavigate={() => headingRef.current?.focus()}
        />
      </>
    );
  }

  return (
    <div className={styles.board}>
      <form
        className={styles.filters}
        onSubmit={onSubmit}
        role="search"
        aria-label="Filter orders"
        // A fresh form per URL: its inputs show the filters the board shows.
        key={writeOrderSearch({ ...search, page: 1 }).toString()}
      >
        <Field label="Search" id={`${id}-q`} hint="Company, position or contact">
          <input type="search" name="q" defaultValue={search.q} />
        </Field>
        <Field label="Status" id={`${id}-status`}>
          <select name="status" defaultValue={search.status ?? ''}>
            <option value="">Any status</option>
            {JOB_ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {JOB_ORDER_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Industry" id={`${id}-industry`}>
          <select name="industry" defaultValue={search.industry ?? ''}>
            <option value="">Any industry</option>
            {INDUSTRIES.map((industry) => (
              <option key={industry} value={industry}>
                {INDUSTRY_LABELS[industry]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Owner" id={`${id}-owner`}>
          <select name="owner" defaultValue={search.owner ?? ''}>
            <option value="">Anyone</option>
            <option value="me">Mine</option>
            <option value="none">Nobody yet</option>
            {(owners.data ?? []).map((owner) => (
              <option key={owner._id} value={owner._id}>
                {owner.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Sort" id={`${id}-order`}>
          <select
            name="order"
            defaultValue={
              SORT_CHOICES.some((choice) => choice.value === `${search.sort}:${search.dir}`)
                ? `${search.sort}:${search.dir}`
                : 'created:desc'
            }
          >
            {SORT_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </Field>
        <div className={styles.filterActions}>
          <Button type="submit" variant="primary">
            Apply
          </Button>
        </div>
      </form>
      <h2 ref={headingRef} tabIndex={-1} className="visually-hidden">
        Orders
      </h2>
      {content}
    </div>
  );
}
