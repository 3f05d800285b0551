import { useId } from 'react';
import { INDUSTRIES, INDUSTRY_LABELS, JOB_TYPES } from '@staffing/shared/constants';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { findJobFormProps } from '../utils/find-job-forms';
import type { JobSearch } from '../utils/job-search-params';
import { JobSearchHiddenFields } from './job-search-hidden-fields';
import styles from './job-search-form.module.css';

type JobSearchFormProps = { search: JobSearch };

// A GET form to /find-job, which works without a script: the keyword is sent with the Search
// button (or Enter), the industry and type also as soon as one is picked where the page's
// script runs; the page's other filters travel with it as hidden fields.
export function JobSearchForm({ search }: JobSearchFormProps) {
  const id = useId();
  return (
    <form
      role="search"
      aria-label="Job search"
      className={styles.form}
      method="get"
      action="/find-job"
      {...findJobFormProps('search')}
    >
      <div className={styles.keyword}>
        <label htmlFor={`${id}-q`}>Keywords</label>
        <div className={styles.inputWrap}>
          <SearchIcon size={18} className={styles.inputIcon} />
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            defaultValue={search.q}
            maxLength={200}
            placeholder="Job title, skill or city"
            enterKeyHint="search"
          />
        </div>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-industry`}>Industry</label>
        <select id={`${id}-industry`} name="industry" defaultValue={search.industry ?? ''}>
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
        <select id={`${id}-type`} name="type" defaultValue={search.type ?? ''}>
          <option value="">All types</option>
          {JOB_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <JobSearchHiddenFields
        search={search}
        fields={['workplace', 'where', 'minAnnualPay', 'postedWithin', 'sort']}
      />
      <Button type="submit" variant="accent" className={styles.submit}>
        Search
      </Button>
    </form>
  );
}
