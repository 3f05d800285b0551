import { useEffect, useState, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import { localizedPath } from '@staffing/shared/i18n/locales';
import type { JobFacets } from '@staffing/shared/job-schemas';
import { formatInteger } from '@staffing/shared/number-format';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { useLocale } from '@/lib/i18n/locale-provider';
import { countJobs, fetchJobFacets } from '../api/job-list-requests';
import {
  findJobHref,
  isJobSearchActive,
  jobFilterParams,
  type JobSearch,
} from '../utils/job-search-params';
import { JobFilters, type JobFilterValues } from './job-filters';

type JobFiltersDrawerProps = {
  open: boolean;
  onClose: () => void;
  // The page's search, which the drawer starts from each time it opens.
  search: JobSearch;
  returnFocusRef: RefObject<HTMLButtonElement | null>;
  // Loads the page for a search (a document navigation).
  onShow: (href: string) => void;
};

type Counts = { facets: JobFacets | undefined; total: string | undefined; one: boolean };

// The filters on phones (and before a search): the choices made here are staged, with the
// counts each would give asked for as they change, and "Show N jobs" loads the page for
// them, so the drawer stays open while the person chooses.
export function JobFiltersDrawer({
  open,
  onClose,
  search,
  returnFocusRef,
  onShow,
}: JobFiltersDrawerProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const [chosen, setChosen] = useState(search);
  const [counts, setCounts] = useState<Counts>({ facets: undefined, total: undefined, one: false });
  const searching = isJobSearchActive(chosen);
  const filterKey = JSON.stringify(jobFilterParams(chosen, locale));

  // Every opening starts from the page's own search.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChosen(search);
  }

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const params = jobFilterParams(chosen, locale);
    void Promise.all([
      fetchJobFacets(params, { signal: controller.signal }).catch(() => undefined),
      isJobSearchActive(chosen)
        ? countJobs(params, { signal: controller.signal }).catch(() => undefined)
        : undefined,
    ]).then(([facets, count]) => {
      if (controller.signal.aborted) return;
      setCounts({
        facets,
        total: count && `${formatInteger(count.total)}${count.totalIsLowerBound ? '+' : ''}`,
        one: count?.total === 1,
      });
    });
    return () => {
      controller.abort();
    };
    // The filters, not the object that holds them, decide what is asked for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, filterKey]);

  function choose(next: Partial<JobFilterValues>) {
    setChosen((current) => ({ ...current, ...next, page: 1 }));
  }

  const { total } = counts;

  function show() {
    const href = findJobHref({ ...chosen, page: 1 });
    if (href === findJobHref({ ...search, page: 1 })) onClose();
    else onShow(localizedPath(href, locale));
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t`Filter jobs`}
      returnFocusRef={returnFocusRef}
      footer={
        <Button type="button" block onClick={show}>
          {searching && total
            ? counts.one
              ? t`Show ${total} job`
              : t`Show ${total} jobs`
            : t`Show jobs`}
        </Button>
      }
    >
      {/* Enter in the place field, or its button, takes the place into the choices. */}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const where = new FormData(event.currentTarget).get('where');
          const place = typeof where === 'string' ? where.trim() : '';
          choose({ where: place.length >= 2 ? place : '' });
        }}
      >
        <JobFilters search={chosen} facets={counts.facets} onChange={choose} />
      </form>
    </Drawer>
  );
}
