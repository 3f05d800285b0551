import { useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import {
  STAFF_SEARCH_MIN_LENGTH,
  type StaffSearchGroup,
  type StaffSearchKind,
} from '@staffing/shared/staff-search-schemas';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { cx } from '@/lib/cx';
import { useStaffSearch } from '../api/search-staff';
import { useDebouncedValue } from '../utils/use-debounced-value';
import styles from './staff-search.module.css';

// How long typing must pause before the box asks.
export const SEARCH_DEBOUNCE_MS = 150;

// The lists that take the words in their address, for "See all" after a group's first five.
const SEE_ALL: Partial<Record<StaffSearchKind, (q: string) => string>> = {
  candidates: (q) => `/admin/candidates?${new URLSearchParams({ q }).toString()}`,
  orders: (q) => `/admin/orders?${new URLSearchParams({ q }).toString()}`,
};

type Option = { id: string; path: string; label: string; detail?: string; seeAll?: boolean };
type ShownGroup = { group: StaffSearchGroup; headingId: string; options: Option[] };

function shownGroups(listId: string, q: string, groups: StaffSearchGroup[]): ShownGroup[] {
  return groups
    .filter((group) => group.results.length > 0)
    .map((group) => {
      const options: Option[] = group.results.map((result) => ({
        id: `${listId}-${group.kind}-${result.id}`,
        path: result.path,
        label: result.label,
        detail: result.detail,
      }));
      const seeAll = SEE_ALL[group.kind];
      if (group.more && seeAll) {
        options.push({
          id: `${listId}-${group.kind}-all`,
          path: seeAll(q),
          label: `See all ${group.label.toLowerCase()} matching “${q}”`,
          seeAll: true,
        });
      }
      return { group, headingId: `${listId}-${group.kind}-heading`, options };
    });
}

const NOUNS: Record<StaffSearchKind, [one: string, many: string]> = {
  candidates: ['candidate', 'candidates'],
  jobs: ['job', 'jobs'],
  orders: ['order', 'orders'],
  clients: ['client', 'clients'],
};

// "2 candidates, 1 job, 5+ orders": what the list holds, for the status line.
function summary(groups: ShownGroup[]): string {
  const parts = groups.map(({ group }) => {
    const count = group.results.length;
    const [one, many] = NOUNS[group.kind];
    return `${String(count)}${group.more ? '+' : ''} ${count === 1 && !group.more ? one : many}`;
  });
  return parts.length === 0 ? 'No matches' : parts.join(', ');
}

type SearchBoxProps = {
  inputRef: RefObject<HTMLInputElement | null>;
  // After a result was opened.
  onOpened: () => void;
};

/**
 * SearchBox: the search field and its grouped results, as the ARIA combobox pattern has them:
 * focus stays in the field, ArrowUp/ArrowDown/Home/End move the highlighted result
 * (aria-activedescendant), Enter or a click opens it. Results come as the person types
 * (SEARCH_DEBOUNCE_MS after the last key), the previous ones kept while the next load.
 */
export function SearchBox({ inputRef, onOpened }: SearchBoxProps) {
  const id = useId();
  const listId = `${id}-results`;
  const hintId = `${id}-hint`;
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const ready = q.length >= STAFF_SEARCH_MIN_LENGTH;
  const search = useStaffSearch(q);
  const navigate = useNavigate();

  const answered = ready && search.data ? search.data : undefined;
  const groups = answered ? shownGroups(listId, answered.q, answered.groups) : [];
  const options = groups.flatMap((shown) => shown.options);
  // The highlight starts on the first result of each new answer.
  const [highlight, setHighlight] = useState({ answer: '', index: 0 });
  const answerKey = answered ? answered.q : '';
  const index = highlight.answer === answerKey ? Math.min(highlight.index, options.length - 1) : 0;
  const active = options.length > 0 ? options[index] : undefined;
  const expanded = options.length > 0;

  const move = (to: number) => {
    setHighlight({ answer: answerKey, index: to });
    // jsdom has no scrollIntoView.
    const element: { scrollIntoView?: (options: ScrollIntoViewOptions) => void } | null =
      document.getElementById(options[to]?.id ?? '');
    element?.scrollIntoView?.({ block: 'nearest' });
  };
  const open = (option: Option | undefined) => {
    if (!option) return;
    onOpened();
    void navigate(option.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    if (last < 0) return;
    const to =
      event.key === 'ArrowDown'
        ? index >= last
          ? 0
          : index + 1
        : event.key === 'ArrowUp'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (to !== undefined) {
      event.preventDefault();
      move(to);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(active);
    }
  };

  const waiting =
    text.trim().length >= STAFF_SEARCH_MIN_LENGTH && (q !== text.trim() || search.isFetching);
  const failed = ready && search.isError && !search.isFetching;
  const status = !ready
    ? `Type at least ${String(STAFF_SEARCH_MIN_LENGTH)} characters.`
    : failed
      ? 'The search did not answer.'
      : answered
        ? summary(groups)
        : 'Searching…';

  return (
    <div className={styles.box}>
      <div className={styles.field}>
        <SearchIcon size={20} className={styles.fieldIcon} />
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          className={styles.input}
          aria-label="Search candidates, jobs, orders and clients"
          aria-describedby={hintId}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active?.id}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={100}
          placeholder="Name, email, phone, resume word, job title, company…"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <p id={hintId} className={styles.status} role="status" aria-live="polite">
        {status}
        {waiting && answered && <span className={styles.loading}> Updating…</span>}
      </p>
      {failed && (
        <div className={styles.problem}>
          <p>Check your connection and try again.</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              void search.refetch();
            }}
          >
            Try again
          </Button>
        </div>
      )}
      {!ready && (
        <p className={styles.tip}>
          Candidates by name, email, phone or a word of their resume; jobs by title; orders by
          position, company or contact; clients by name or contact.
        </p>
      )}
      {answered && groups.length === 0 && !waiting && (
        <p className={styles.empty}>
          Nothing matches “{answered.q}”. Check the spelling, or try fewer words.
        </p>
      )}
      <div
        id={listId}
        role="listbox"
        aria-label="Search results"
        className={styles.results}
        hidden={!expanded}
      >
        {groups.map(({ group, headingId, options: groupOptions }) => (
          <div key={group.kind} role="group" aria-labelledby={headingId} className={styles.group}>
            <div id={headingId} role="presentation" className={styles.groupHeading}>
              {group.label}
              {group.more && !SEE_ALL[group.kind] && (
                <span className={styles.more}> · more match, add a word to narrow</span>
              )}
            </div>
            {groupOptions.map((option) => (
              <div
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={option === active}
                className={cx(
                  styles.option,
                  option === active && styles.active,
                  option.seeAll && styles.seeAll,
                )}
                onMouseDown={(event) => {
                  // Keep the focus in the field.
                  event.preventDefault();
                }}
                onMouseMove={() => {
                  if (option !== active)
                    setHighlight({ answer: answerKey, index: options.indexOf(option) });
                }}
                onClick={() => {
                  open(option);
                }}
              >
                <span className={styles.optionLabel}>{option.label}</span>
                {option.detail && <span className={styles.optionDetail}>{option.detail}</span>}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
