import { useId, useState, type ChangeEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FacetCount, JobFacets } from '@staffing/shared/job-schemas';
import {
  MIN_ANNUAL_PAY_CHOICES,
  POSTED_WITHIN_DAYS,
  WORKPLACES,
  type PostedWithin,
} from '@staffing/shared/job-facts';
import { formatInteger } from '@staffing/shared/number-format';
import { Button, ButtonLink } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { WORKPLACE_NAMES } from '@/features/shared/job-facts/job-fact-names';
import { facetCountText } from '../utils/job-results-counts';
import { findJobHref, type JobSearch } from '../utils/job-search-params';
import styles from './job-filters.module.css';

export type JobFilterValues = Pick<
  JobSearch,
  'workplace' | 'where' | 'minAnnualPay' | 'postedWithin'
>;

type JobFiltersProps = {
  search: JobSearch;
  facets: JobFacets | undefined;
  // Given (the filter drawer): the fields follow `search` and every choice calls it, and
  // "Clear filters" is a button. Left out (the page's filter form, which the server renders
  // and the browser submits): the fields start from `search` and "Clear filters" is a link.
  onChange?: ((next: JobFilterValues) => void) | undefined;
};

export const NO_FILTERS: JobFilterValues = {
  workplace: [],
  where: '',
  minAnnualPay: undefined,
  postedWithin: undefined,
};

const POSTED_LABELS: Record<PostedWithin, MessageDescriptor> = {
  1: msg`Past 24 hours`,
  7: msg`Past 7 days`,
  30: msg`Past 30 days`,
};

// A count's class, for the find-job-counts behaviour, which adds the counts that came after
// the page (a search's facets still being counted when it was rendered) as Count draws them.
export const facetCountClassName = styles.count ?? '';

// "Remote (34)": read with the choice's label as one name.
function Count({ count }: { count: FacetCount | undefined }) {
  if (!count) return null;
  return <span className={facetCountClassName}>({facetCountText(count)})</span>;
}

// The list's filters beyond keyword, industry and type: the fields of a GET form to
// /find-job, named as the page's URL names them (job-search-params.ts). Each choice applies at
// once where a script runs (the page submits its form on change, the drawer stages it); the
// typed place applies with the form's submit button or Enter: on the page the button sends
// the whole form, so it is "Apply filters"; in the drawer it only takes the place into the
// staged choices ("Show N jobs" applies them), so it is "Apply location".
export function JobFilters({ search, facets, onChange }: JobFiltersProps) {
  const { t, i18n } = useLingui();
  const annualPayChoice = (pay: string) => t`$${pay}+ a year`;
  const id = useId();
  const controlled = onChange !== undefined;
  const current: JobFilterValues = {
    workplace: search.workplace,
    where: search.where,
    minAnnualPay: search.minAnnualPay,
    postedWithin: search.postedWithin,
  };
  // The place is typed, and applies with its button or Enter.
  const [where, setWhere] = useState(search.where);
  // Follows the search when it changes from outside (Clear filters, the drawer reopened).
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
  // A controlled field in the drawer, the starting value of a plain form field on the page.
  const checked = (value: boolean) => (controlled ? { checked: value } : { defaultChecked: value });
  const valued = (value: string | number) => (controlled ? { value } : { defaultValue: value });

  return (
    <div className={styles.filters}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Workplace</Trans>
        </legend>
        {WORKPLACES.map((workplace) => (
          <label key={workplace} className={styles.choice}>
            <input
              type="checkbox"
              name="workplace"
              value={workplace}
              {...checked(search.workplace.includes(workplace))}
              onChange={(event) => {
                const chosen = event.target.checked
                  ? [...search.workplace, workplace]
                  : search.workplace.filter((value) => value !== workplace);
                onChange?.({
                  ...current,
                  workplace: WORKPLACES.filter((value) => chosen.includes(value)),
                });
              }}
            />
            {i18n._(WORKPLACE_NAMES[workplace])} <Count count={facets?.workplace[workplace]} />
          </label>
        ))}
      </fieldset>

      <div className={styles.group}>
        <Field label={t`Location`} hint={t`City, state code or ZIP code`} id={`${id}-where`}>
          <input
            type="text"
            name="where"
            {...(controlled
              ? {
                  value: where,
                  onChange: (event: ChangeEvent<HTMLInputElement>) => {
                    setWhere(event.target.value);
                  },
                }
              : { defaultValue: search.where })}
            maxLength={100}
            autoComplete="off"
            placeholder={t`e.g. Chicago, IL or 606`}
          />
        </Field>
        <Button type="submit" variant="secondary" size="sm" className={styles.apply}>
          {controlled ? t`Apply location` : t`Apply filters`}
        </Button>
      </div>

      <div className={styles.group}>
        <Field
          label={t`Minimum pay`}
          hint={t`Per year; hourly pay counts as 2,080 hours`}
          id={`${id}-pay`}
        >
          <select
            name="minAnnualPay"
            {...valued(search.minAnnualPay ?? '')}
            onChange={(event) => {
              const value = Number(event.target.value);
              onChange?.({ ...current, minAnnualPay: value > 0 ? value : undefined });
            }}
          >
            <option value="">{t`Any pay`}</option>
            {MIN_ANNUAL_PAY_CHOICES.map((amount) => (
              <option key={amount} value={amount}>
                {annualPayChoice(formatInteger(amount))}
              </option>
            ))}
            {search.minAnnualPay !== undefined &&
              !MIN_ANNUAL_PAY_CHOICES.some((amount) => amount === search.minAnnualPay) && (
                <option value={search.minAnnualPay}>
                  {annualPayChoice(formatInteger(search.minAnnualPay))}
                </option>
              )}
          </select>
        </Field>
      </div>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Date posted</Trans>
        </legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name="postedWithin"
            value=""
            {...checked(search.postedWithin === undefined)}
            onChange={() => {
              onChange?.({ ...current, postedWithin: undefined });
            }}
          />
          <Trans>Any time</Trans>
        </label>
        {POSTED_WITHIN_DAYS.map((days) => (
          <label key={days} className={styles.choice}>
            <input
              type="radio"
              name="postedWithin"
              value={days}
              {...checked(search.postedWithin === days)}
              onChange={() => {
                onChange?.({ ...current, postedWithin: days });
              }}
            />
            {i18n._(POSTED_LABELS[days])}{' '}
            <Count count={facets?.postedWithin[String(days) as '1']} />
          </label>
        ))}
      </fieldset>

      {active &&
        (controlled ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => {
              onChange(NO_FILTERS);
            }}
          >
            <Trans>Clear filters</Trans>
          </Button>
        ) : (
          <ButtonLink
            to={findJobHref({ ...search, ...NO_FILTERS, page: 1 })}
            variant="secondary"
            size="sm"
          >
            <Trans>Clear filters</Trans>
          </ButtonLink>
        ))}
    </div>
  );
}
