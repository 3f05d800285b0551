import { useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { APPLICATION_STATUS_LABELS } from '@staffing/shared/account-schemas';
import type { CandidateListItem } from '@staffing/shared/candidate-schemas';
import { INDUSTRY_LABELS } from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';
import { formatInteger } from '@staffing/shared/number-format';
import { Button, ButtonLink, buttonClassName } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { QueryStates } from '@/components/ui/query-states';
import { cx } from '@/lib/cx';
import { useCandidateTags, type CandidateTagCount } from '../api/get-candidate-tags';
import { useCandidates, type CandidatePage } from '../api/get-candidates';
import {
  CANDIDATE_RESULTS_PAGE_SIZE,
  countFilters,
  defaultSort,
  readCandidateSearch,
  writeCandidateSearch,
  type CandidateSearch,
} from '../utils/candidate-search-params';
import { noticeFrom } from '../utils/list-return';
import { CandidateFilters } from './candidate-filters';
import { CandidateResults } from './candidate-results';
import { CandidateSearchForm } from './candidate-search-form';
import styles from './candidate-search.module.css';

const RESULTS_HEADING_ID = 'candidate-results';

function describeSearch(search: CandidateSearch): string {
  const parts: string[] = [];
  if (search.q) parts.push(`matching “${search.q}”`);
  if (search.industry) parts.push(`who applied in ${INDUSTRY_LABELS[search.industry]}`);
  if (search.where) parts.push(`in ${search.where}`);
  if (search.status) parts.push(`last “${APPLICATION_STATUS_LABELS[search.status]}”`);
  if (search.activeWithin) parts.push(`active in the past ${search.activeWithin} days`);
  if (search.readableOnly) parts.push('with a readable resume');
  if (search.tag) parts.push(`tagged “${search.tag}”`);
  return parts.length > 0 ? ` ${parts.join(', ')}` : '';
}

function countText(page: CandidatePage, search: CandidateSearch): string {
  const { total } = page;
  const criteria = describeSearch(search);
  if (total === 0) return `No candidates found${criteria}.`;
  const noun = total === 1 ? 'candidate' : 'candidates';
  if (total <= CANDIDATE_RESULTS_PAGE_SIZE)
    return `${formatInteger(total)} ${noun} found${criteria}.`;
  const first = (search.page - 1) * CANDIDATE_RESULTS_PAGE_SIZE + 1;
  const last = Math.min(total, search.page * CANDIDATE_RESULTS_PAGE_SIZE);
  return `Showing ${formatInteger(first)}–${formatInteger(last)} of ${formatInteger(total)} ${noun}${criteria}.`;
}

type FiltersProps = {
  search: CandidateSearch;
  tags: readonly CandidateTagCount[] | undefined;
  total: number | undefined;
  onChange: (next: Partial<CandidateSearch>) => void;
};

// Below 768 px the filters open in a drawer; its button says how many are set.
function FiltersDrawerButton({ search, tags, total, onChange }: FiltersProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const set = countFilters(search);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={cx(buttonClassName({ variant: 'secondary', size: 'sm' }), styles.filtersButton)}
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
        }}
      >
        Filters{set > 0 ? ` (${set})` : ''}
      </button>
      <Drawer
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        title="Filter candidates"
        returnFocusRef={buttonRef}
        footer={
          <Button
            block
            onClick={() => {
              setOpen(false);
            }}
          >
            {total === undefined
              ? 'Show candidates'
              : `Show ${formatInteger(total)} ${total === 1 ? 'candidate' : 'candidates'}`}
          </Button>
        }
      >
        <CandidateFilters search={search} tags={tags} onChange={onChange} />
      </Drawer>
    </>
  );
}

// `rowAction`: an action per result from another feature (add to a shortlist), composed by
// the page.
export function CandidateSearchView({
  rowAction,
}: {
  rowAction?: (candidate: CandidateListItem) => ReactNode;
} = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const search = readCandidateSearch(searchParams);
  const candidates = useCandidates(search);
  const tags = useCandidateTags();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const notice = noticeFrom(location.state);
  const searching = search.q !== '' || countFilters(search) > 0;

  // A new search starts again at page 1; every change is a history entry, so the back
  // button steps back through the filters.
  function applySearch(next: Partial<CandidateSearch>) {
    setSearchParams(writeCandidateSearch({ ...search, ...next, page: 1 }));
  }

  function toPage(page: number) {
    return `/admin/candidates?${writeCandidateSearch({ ...search, page }).toString()}`;
  }

  const total = candidates.data?.total;
  const pageCount = Math.max(1, Math.ceil((total ?? 0) / CANDIDATE_RESULTS_PAGE_SIZE));

  return (
    <div className={styles.view}>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <CandidateSearchForm
        query={search.q}
        onSearch={(q) => {
          applySearch({ q, sort: defaultSort(q) });
        }}
      />
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-labelledby="candidate-filters-title">
          <h2 id="candidate-filters-title" className={styles.sidebarTitle}>
            Filter candidates
          </h2>
          <CandidateFilters search={search} tags={tags.data} onChange={applySearch} />
        </aside>
        <div className={styles.results}>
          <div className={styles.resultsHeader}>
            <h2
              id={RESULTS_HEADING_ID}
              ref={headingRef}
              tabIndex={-1}
              className={styles.resultsTitle}
            >
              {searching ? 'Matching candidates' : 'All candidates'}
            </h2>
            {searching && (
              <Link to="/admin/candidates" className={styles.clear}>
                Clear search
              </Link>
            )}
          </div>
          <div className={styles.toolbar}>
            <FiltersDrawerButton
              search={search}
              tags={tags.data}
              total={total}
              onChange={applySearch}
            />
            <div className={styles.sortGroup}>
              <label htmlFor="candidate-sort" className={styles.sortLabel}>
                Sort by
              </label>
              <select
                id="candidate-sort"
                className={styles.sort}
                value={search.sort}
                onChange={(event) => {
                  applySearch({
                    sort: event.target.value === 'relevance' ? 'relevance' : 'activity',
                  });
                }}
              >
                {/* Relevance needs search words to be relevant to. */}
                <option value="relevance" disabled={!search.q}>
                  Best match
                </option>
                <option value="activity">Last activity</option>
              </select>
            </div>
          </div>
          <p className={styles.count} role="status">
            {candidates.data && !candidates.isPlaceholderData
              ? countText(candidates.data, search)
              : ''}
          </p>
          <QueryStates
            query={candidates}
            errorTitle="We could not load the candidates"
            loading={
              <EmptyState role="status">
                <p>{MESSAGES.loading}</p>
              </EmptyState>
            }
            isEmpty={(data) => data.items.length === 0}
            empty={
              total !== undefined && total > 0 ? (
                <EmptyState
                  title="No more results"
                  action={
                    <ButtonLink to={toPage(1)} variant="secondary" size="sm">
                      Go to the first page
                    </ButtonLink>
                  }
                >
                  This page is past the last result.
                </EmptyState>
              ) : searching ? (
                <EmptyState
                  title="No candidates match this search"
                  action={
                    <ButtonLink to="/admin/candidates" variant="secondary" size="sm">
                      Clear search
                    </ButtonLink>
                  }
                >
                  Try other words, or fewer filters. A resume still being read is found once its
                  text is in.
                </EmptyState>
              ) : (
                <EmptyState title="No candidates yet">
                  Everyone who applies or signs up with a resume appears here.
                </EmptyState>
              )
            }
          >
            {(data) => (
              <CandidateResults
                candidates={data.items}
                q={search.q}
                listSearch={location.search}
                labelledBy={RESULTS_HEADING_ID}
                busy={candidates.isPlaceholderData}
                rowAction={rowAction}
              />
            )}
          </QueryStates>
          <Pager
            page={search.page}
            pageCount={pageCount}
            label="Pages of candidates"
            toPage={toPage}
            numbered
            onNavigate={() => headingRef.current?.focus()}
            className={styles.pager}
          />
        </div>
      </div>
    </div>
  );
}
