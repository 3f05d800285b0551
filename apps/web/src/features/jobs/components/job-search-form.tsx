import { useId, useState } from 'react';
import {
  INDUSTRIES,
  INDUSTRY_LABELS,
  JOB_TYPES,
  type Industry,
  type JobType,
} from '@staffing/shared/constants';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import type { JobSearch } from '../utils/job-search-params';
import styles from './job-search-form.module.css';

type JobSearchFormProps = {
  search: JobSearch;
  onSearch: (next: Pick<JobSearch, 'q' | 'industry' | 'type'>) => void;
};

function toIndustry(value: string): Industry | undefined {
  return INDUSTRIES.find((industry) => industry === value);
}
function toJobType(value: string): JobType | undefined {
  return JOB_TYPES.find((type) => type === value);
}

// The keyword is sent with the Search button (or Enter); the two filters apply as soon as one
// is picked and always show what the URL says.
export function JobSearchForm({ search, onSearch }: JobSearchFormProps) {
  const id = useId();
  const [q, setQ] = useState(search.q);
  // When the URL's keyword changes from outside (back/forward, the navbar search), the box
  // follows it. Adjusted during render rather than by remounting, so a filter change made
  // with the keyboard keeps focus on its select.
  const [appliedQ, setAppliedQ] = useState(search.q);
  if (search.q !== appliedQ) {
    setAppliedQ(search.q);
    setQ(search.q);
  }

  return (
    <form
      role="search"
      aria-label="Job search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ q, industry: search.industry, type: search.type });
      }}
    >
      <div className={styles.keyword}>
        <label htmlFor={`${id}-q`}>Keywords</label>
        <div className={styles.inputWrap}>
          <SearchIcon size={18} className={styles.inputIcon} />
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            value={q}
            maxLength={200}
            placeholder="Job title, skill or city"
            enterKeyHint="search"
            onChange={(event) => {
              setQ(event.target.value);
            }}
          />
        </div>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-industry`}>Industry</label>
        <select
          id={`${id}-industry`}
          name="industry"
          value={search.industry ?? ''}
          onChange={(event) => {
            onSearch({ q, industry: toIndustry(event.target.value), type: search.type });
          }}
        >
          <option value="">All industries</option>
          {INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {INDUSTRY_LABELS[industry]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-type`}>Job type</label>
        <select
          id={`${id}-type`}
          name="type"
          value={search.type ?? ''}
          onChange={(event) => {
            onSearch({ q, industry: search.industry, type: toJobType(event.target.value) });
          }}
        >
          <option value="">All types</option>
          {JOB_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="accent" className={styles.submit}>
        Search
      </Button>
    </form>
  );
}
