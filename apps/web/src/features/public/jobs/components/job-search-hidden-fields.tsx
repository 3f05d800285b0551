import type { JobSearch } from '../utils/job-search-params';

type HiddenSearchField = Exclude<keyof JobSearch, 'page'>;

// The parts of the current search a form on /find-job does not show, carried along so that
// submitting it changes only its own fields (a new search starts at page 1, so the page is
// never carried). Only set values: the address the form leads to stays as short as the
// page's own links. Listed in the URL's order (writeJobSearch).
export function JobSearchHiddenFields({
  search,
  fields,
}: {
  search: JobSearch;
  fields: readonly HiddenSearchField[];
}) {
  const values: [string, string][] = [];
  for (const field of fields) {
    const value = search[field];
    if (field === 'sort') {
      if (value === 'relevance' && search.q) values.push([field, value]);
    } else if (Array.isArray(value)) {
      for (const item of value) values.push([field, item]);
    } else if (value !== undefined && value !== '') {
      values.push([field, String(value)]);
    }
  }
  return values.map(([name, value]) => (
    <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
  ));
}
