import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { INDUSTRIES, JOB_TYPES } from '@staffing/shared/constants';
import { localizedPath } from '@staffing/shared/i18n/locales';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { INDUSTRY_NAMES } from '@/features/shared/job-facts/industry-names';
import { useLocale } from '@/lib/i18n/locale-provider';
import { findJobFormProps } from '../utils/find-job-forms';
import { jobTypeIn } from '@/features/shared/job-facts/job-fact-names';
import type { JobSearch } from '../utils/job-search-params';
import { JobSearchHiddenFields } from './job-search-hidden-fields';
import styles from './job-search-form.module.css';

type JobSearchFormProps = { search: JobSearch };

// A GET form to /find-job, which works without a script: the keyword is sent with the Search
// button (or Enter), the industry and type also as soon as one is picked where the page's
// script runs; the page's other filters travel with it as hidden fields.
export function JobSearchForm({ search }: JobSearchFormProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const id = useId();
  return (
    <form
      role="search"
      aria-label={t`Job search`}
      className={styles.form}
      method="get"
      action={localizedPath('/find-job', locale)}
      {...findJobFormProps('search')}
    >
      <div className={styles.keyword}>
        <label htmlFor={`${id}-q`}>
          <Trans>Keywords</Trans>
        </label>
        <div className={styles.inputWrap}>
          <SearchIcon size={18} className={styles.inputIcon} />
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            defaultValue={search.q}
            maxLength={200}
            placeholder={t`Job title, skill or city`}
            enterKeyHint="search"
          />
        </div>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-industry`}>
          <Trans>Industry</Trans>
        </label>
        <select id={`${id}-industry`} name="industry" defaultValue={search.industry ?? ''}>
          <option value="">{t`All industries`}</option>
          {INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {i18n._(INDUSTRY_NAMES[industry])}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-type`}>
          <Trans>Job type</Trans>
        </label>
        <select id={`${id}-type`} name="type" defaultValue={search.type ?? ''}>
          <option value="">{t`All types`}</option>
          {JOB_TYPES.map((type) => (
            <option key={type} value={type}>
              {jobTypeIn(i18n, type)}
            </option>
          ))}
        </select>
      </div>
      <JobSearchHiddenFields
        search={search}
        fields={['workplace', 'where', 'minAnnualPay', 'postedWithin', 'sort']}
      />
      <Button type="submit" variant="accent" className={styles.submit}>
        <Trans>Search</Trans>
      </Button>
    </form>
  );
}
