import { useRef, useState, type ComponentType, type ComponentProps } from 'react';
import { buttonClassName } from '@/components/ui/button';
import type { JobFiltersDrawer } from '@/features/public/jobs/components/job-filters-drawer';
import type { JobSearch } from '@/features/public/jobs/utils/job-search-params';
import { cx } from '@/lib/cx';
import { loadDocument } from '@/lib/document-location';

type JobFiltersDrawerIslandProps = {
  search: JobSearch;
  // "More filters" before a search, "Filters" beside its results.
  label: string;
  className: string;
};

type DrawerComponent = ComponentType<ComponentProps<typeof JobFiltersDrawer>>;

// The drawer's code (the dialog, the filters, their requests) is asked for when the button
// is first pressed or pointed at, never with the page.
let loading: Promise<DrawerComponent> | undefined;
function loadDrawer(): Promise<DrawerComponent> {
  loading ??= import('@/features/public/jobs/components/job-filters-drawer').then(
    (module) => module.JobFiltersDrawer,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

// The find-job filters on phones (and before a search): a button that opens them in a
// drawer, and says how many are set. A JSON round trip leaves out the search's unset parts,
// which JobSearch reads as undefined anyway.
export default function JobFiltersDrawerIsland({
  search,
  label,
  className,
}: JobFiltersDrawerIslandProps) {
  const [Drawer, setDrawer] = useState<DrawerComponent | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const set =
    search.workplace.length +
    (search.where ? 1 : 0) +
    (search.minAnnualPay ? 1 : 0) +
    (search.postedWithin ? 1 : 0);

  function prepare() {
    if (!Drawer) {
      loadDrawer().then(
        (component) => {
          setDrawer(() => component);
        },
        () => {
          // Tried again on the next press.
        },
      );
    }
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={cx(buttonClassName({ variant: 'secondary', size: 'sm' }), className)}
        aria-haspopup="dialog"
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          prepare();
          setOpen(true);
        }}
      >
        {label}
        {set > 0 ? ` (${set})` : ''}
      </button>
      {Drawer && (
        <Drawer
          open={open}
          onClose={() => {
            setOpen(false);
          }}
          search={search}
          returnFocusRef={buttonRef}
          onShow={loadDocument}
        />
      )}
    </>
  );
}
