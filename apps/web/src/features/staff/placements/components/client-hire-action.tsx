import { useRef, useState } from 'react';
import type { JobOrderDetail } from '@staffing/shared/job-order-schemas';
import type { Placement } from '@staffing/shared/placement-schemas';
import type { ShortlistEntry } from '@staffing/shared/shortlist-schemas';
import { buttonClassName } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cx } from '@/lib/cx';
import { StatusTag } from '@/components/ui/status-tag';
import { useOrderPlacements } from '../api/placements';
import { PlacementForm, type PlacementPrefill } from './order-placements-panel';
import styles from './placements.module.css';

const money = (value: number) => `$${value.toFixed(2)}`;

// The order's start date, and its hourly pay (the lowest offered, which staff raise if they
// agreed more); an order paid per year leaves the hourly rate to staff.
export function placementPrefill(
  order: Pick<JobOrderDetail, 'startDate' | 'payMin' | 'payMax' | 'payPeriod'>,
  entryId: string,
): PlacementPrefill {
  const offered = order.payMin ?? order.payMax;
  const range =
    order.payMin !== null && order.payMax !== null && order.payMin !== order.payMax
      ? `${money(order.payMin)}–${money(order.payMax)}`
      : offered !== null
        ? money(offered)
        : null;
  if (order.payPeriod === 'hour' && offered !== null) {
    return {
      entryId,
      startDate: order.startDate,
      payRate: offered,
      payHint: `The order offers ${range ?? ''} per hour.`,
    };
  }
  return {
    entryId,
    startDate: order.startDate,
    payHint:
      order.payPeriod === 'year' && range
        ? `The order offers ${range} per year; enter the hourly rate agreed.`
        : undefined,
  };
}

// On a shortlist entry the client answered "hire": the way to the placement form, prefilled
// with that candidate and the order's start date and pay. Staff record the placement (the
// client gives no rates); once recorded the entry says so instead.
export function ClientHireAction({
  order,
  entry,
}: {
  order: JobOrderDetail;
  entry: ShortlistEntry;
}) {
  const placements = useOrderPlacements(order._id);
  const [open, setOpen] = useState(false);
  // The placement just recorded here, shown before the list has been fetched again.
  const [placedNow, setPlacedNow] = useState<Placement | undefined>();
  // Present before the placement, so focus has somewhere to go when the button is replaced.
  const doneRef = useRef<HTMLSpanElement>(null);
  const returnRef = useRef<HTMLElement | null>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  if (entry.decision?.kind !== 'hire' || entry.consent !== 'granted') return null;
  const placement = placements.data?.find((row) => row.entryId === entry._id) ?? placedNow;
  const placedIds = (placements.data ?? []).flatMap((row) => (row.entryId ? [row.entryId] : []));

  return (
    <>
      {!placement && (
        <button
          ref={openerRef}
          type="button"
          className={cx(buttonClassName({ variant: 'primary', size: 'sm' }), styles.hireButton)}
          disabled={!placements.isSuccess}
          onClick={() => {
            returnRef.current = openerRef.current;
            setOpen(true);
          }}
        >
          Client wants to hire — record placement
        </button>
      )}
      <span ref={doneRef} role="status" tabIndex={-1} className={styles.status}>
        {placement && (
          <StatusTag tone="success" caps={false}>
            {placement.startDate ? `Placed, starts ${placement.startDate}` : 'Placed'}
          </StatusTag>
        )}
      </span>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        title={`Record ${entry.candidate.name}'s placement`}
        description={`${entry.company} answered “hire” for ${order.position}. Check the start date and rates agreed, then record the placement.`}
        tone="primary"
        returnFocusRef={returnRef}
      >
        <PlacementForm
          orderId={order._id}
          placedEntryIds={placedIds}
          prefill={placementPrefill(order, entry._id)}
          onPlaced={(row) => {
            returnRef.current = doneRef.current;
            setPlacedNow(row);
            setOpen(false);
          }}
        />
      </Dialog>
    </>
  );
}
