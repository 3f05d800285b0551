import { useId, useState } from 'react';
import { APPLICATION_STATUSES } from '@staffing/shared/account-schemas';
import { INDUSTRIES, INDUSTRY_LABELS } from '@staffing/shared/constants';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import type { CandidateTagCount } from '../api/get-candidate-tags';
import { statusLabel } from '../utils/candidate-format';
import {
  ACTIVE_WITHIN_CHOICES,
  countFilters,
  type CandidateSearch,
} from '../utils/candidate-search-params';
import styles from './candidate-search.module.css';

export type CandidateFilterValues = Pick<
  CandidateSearch,
  'industry' | 'where' | 'status' | 'activeWithin' | 'readableOnly' | 'tag'
>;

type CandidateFiltersProps = {
  search: CandidateSearch;
  tags: readonly CandidateTagCount[] | undefined;
  onChange: (next: Partial<CandidateFilterValues>) => void;
};

function activeWithinLabel(days: number): string {
  if (days === 365) return 'Past year';
  return days === 1 ? 'Past day' : `Past ${days} days`;
}

const NO_FILTERS: CandidateFilterValues = {
  industry: undefined,
  where: '',
  status: undefined,
  activeWithin: undefined,
  readableOnly: false,
  tag: undefined,
};

// Each choice applies at once (and becomes part of the URL); the place applies with its own
// button or Enter, as it is typed.
export function CandidateFilters({ search, tags, onChange }: CandidateFiltersProps) {
  const id = useId();
  const [where, setWhere] = useState(search.where);
  // Follows the URL when it changes from outside (back button, Clear filters).
  const [appliedWhere, setAppliedWhere] = useState(search.where);
  if (search.where !== appliedWhere) {
    setAppliedWhere(search.where);
    setWhere(search.where);
  }
  const tagListed = search.tag === undefined || (tags ?? []).some((t) => t.tag === search.tag);

  return (
    <div className={styles.filters}>
      <Field label="Industry applied to" id={`${id}-industry`}>
        <select
          value={search.industry ?? ''}
          onChange={(event) => {
            onChange({ industry: INDUSTRIES.find((value) => value === event.target.value) });
          }}
        >
          <option value="">Any industry</option>
          {INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {INDUSTRY_LABELS[industry]}
            </option>
          ))}
        </select>
      </Field>

      <form
        className={styles.whereForm}
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ where: where.trim() });
        }}
      >
        <Field label="City or state" hint="A city, or a state’s two letters" id={`${id}-where`}>
          <input
            type="text"
            name="where"
            value={where}
            maxLength={100}
            autoComplete="off"
            placeholder="e.g. Chicago or IL"
            onChange={(event) => {
              setWhere(event.target.value);
            }}
          />
        </Field>
        <Button type="submit" variant="secondary" size="sm">
          Apply place
        </Button>
      </form>

      <Field label="Latest status" id={`${id}-status`}>
        <select
          value={search.status ?? ''}
          onChange={(event) => {
            onChange({
              status: APPLICATION_STATUSES.find((value) => value === event.target.value),
            });
          }}
        >
          <option value="">Any status</option>
          {APPLICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </Field>

      <Field label="Active within" id={`${id}-active`}>
        <select
          value={search.activeWithin ?? ''}
          onChange={(event) => {
            const days = Number(event.target.value);
            onChange({ activeWithin: days > 0 ? days : undefined });
          }}
        >
          <option value="">Any time</option>
          {ACTIVE_WITHIN_CHOICES.map((days) => (
            <option key={days} value={days}>
              {activeWithinLabel(days)}
            </option>
          ))}
          {search.activeWithin !== undefined &&
            !ACTIVE_WITHIN_CHOICES.some((days) => days === search.activeWithin) && (
              <option value={search.activeWithin}>{activeWithinLabel(search.activeWithin)}</option>
            )}
        </select>
      </Field>

      <Field label="Tag" id={`${id}-tag`}>
        <select
          value={search.tag ?? ''}
          onChange={(event) => {
            onChange({ tag: event.target.value || undefined });
          }}
        >
          <option value="">Any tag</option>
          {!tagListed && <option value={search.tag}>{search.tag}</option>}
          {tags?.map(({ tag, count }) => (
            <option key={tag} value={tag}>
              {tag} ({count})
            </option>
          ))}
        </select>
      </Field>

      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={search.readableOnly}
          onChange={(event) => {
            onChange({ readableOnly: event.target.checked });
          }}
        />
        Readable resume only
      </label>

      {countFilters(search) > 0 && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            onChange(NO_FILTERS);
          }}
        >
          Clear filters
        </Button>
      )}
    </div>
  );
}
