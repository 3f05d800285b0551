import { useId, useState } from 'react';
import type { FacetCount, JobFacets } from '@staffing/shared/job-schemas';
import {
  MIN_ANNUAL_PAY_CHOICES,
  POSTED_WITHIN_DAYS,
  WORKPLACE_LABELS,
  WORKPLACES,
  type PostedWithin,
} from '@staffing/shared/job-facts';
import { formatInteger } from '@staffing/shared/number-format';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import type { JobSearch } from '../utils/job-search-params';
import styles from './job-filters.module.css';

export type JobFilterValues = Pick<
  JobSearch,
  'workplace' | 'where' | 'minAnnualPay' | 'postedWithin'
>;

type JobFiltersProps = {
  search: JobSearch;
  facets: JobFacets | undefined;
  onChange: (next: JobFilterValues) => void;
};

const POSTED_LABELS: Record<PostedWithin, string> = {
  1: 'Past 24 hours',
  7: 'Past 7 days',
  30: 'Past 30 days',
};

function countText(count: FacetCount | undefined): string {
  if (!count) return '';
  return `${formatInteger(count.count)}${count.capped ? '+' : ''}`;
}

// "Remote (34)": read with the choice's label as one name.
function Count({ count }: { count: FacetCount | undefined }) {
  if (!count) return null;
  return <span className={styles.count}>({countText(count)})</span>;
}

// The list's filters beyond keyword, industry and type. Each choice applies at once (and
// becomes part of the URL); the place applies with its own button or Enter.
export function JobFilters({ search, facets, onChange }: JobFiltersProps) {
  const id = useId();
  const current: JobFilterValues = {
    workplace: search.workplace,
    where: search.where,
    minAnnualPay: search.minAnnualPay,
    postedWithin: search.postedWithin,
  };
  const [where, setWhere] = useState(search.where);
  // Follows the URL when it changes from outside (back button, Clear filters).
  const [appliedWhere, setAppliedWhere] = useState(search.where);
  if (search.where !== appliedWhere) {
    setAppliedWhere(search.where);
    setWhere(search.where);
  }
  const active =
    search.workplace.length > 0 ||
    search.where !== '' ||
    search.minAnnualPay !== undefined ||
    search.postedWithin !== undefined;

  return (
    <div className={styles.filters}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Workplace</legend>
        {WORKPLACES.map((workplace) => (
          <label key={workplace} className={styles.choice}>
            <input
              type="checkbox"
              name="workplace"
              value={workplace}
              checked={search.workplace.includes(workplace)}
              onChange={(event) => {
                const chosen = event.target.checked
                  ? [...search.workplace, workplace]
                  : search.workplace.filter((value) => value !== workplace);
                onChange({
                  ...current,
                  workplace: WORKPLACES.filter((value) => chosen.includes(value)),
                });
              }}
            />
            {WORKPLACE_LABELS[workplace]} <Count count={facets?.workplace[workplace]} />
          </label>
        ))}
      </fieldset>

      <form
        className={styles.group}
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...current, where: where.trim().length >= 2 ? where.trim() : '' });
        }}
      >
        <Field label="Location" hint="City, state code or ZIP code" id={`${id}-where`}>
          <input
            type="text"
            name="where"
            value={where}
            maxLength={100}
            autoComplete="off"
            placeholder="e.g. Chicago, IL or 606"
            onChange={(event) => {
              setWhere(event.target.value);
            }}
          />
        </Field>
        <Button type="submit" variant="secondary" size="sm" className={styles.apply}>
          Apply location
        </Button>
      </form>

      <div className={styles.group}>
        <Field
          label="Minimum pay"
          hint="Per year; hourly pay counts as 2,080 hours"
          id={`${id}-pay`}
        >
          <select
            name="minAnnualPay"
            value={search.minAnnualPay ?? ''}
            onChange={(event) => {
              const value = Number(event.target.value);
              onChange({ ...current, minAnnualPay: value > 0 ? value : undefined });
            }}
          >
            <option value="">Any pay</option>
            {MIN_ANNUAL_PAY_CHOICES.map((amount) => (
              <option key={amount} value={amount}>
                ${formatInteger(amount)}+ a year
              </option>
            ))}
            {search.minAnnualPay !== undefined &&
              !MIN_ANNUAL_PAY_CHOICES.some((amount) => amount === search.minAnnualPay) && (
                <option value={search.minAnnualPay}>
                  ${formatInteger(search.minAnnualPay)}+ a year
                </option>
              )}
          </select>
        </Field>
      </div>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Date posted</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name={`${id}-posted`}
            value=""
            checked={search.postedWithin === undefined}
            onChange={() => {
              onChange({ ...current, postedWithin: undefined });
            }}
          />
          Any time
        </label>
        {POSTED_WITHIN_DAYS.map((days) => (
          <label key={days} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-posted`}
              value={days}
              checked={search.postedWithin === days}
              onChange={() => {
                onChange({ ...current, postedWithin: days });
              }}
            />
            {POSTED_LABELS[days]} <Count count={facets?.postedWithin[String(days) as '1']} />
          </label>
        ))}
      </fieldset>

      {active && (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => {
            onChange({
              workplace: [],
              where: '',
              minAnnualPay: undefined,
              postedWithin: undefined,
            });
          }}
        >
          Clear filters
        </Button>
      )}
    </div>
  );
}
