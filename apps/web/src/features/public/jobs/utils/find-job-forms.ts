// The GET forms of /find-job (keywords, filters, sort) carry this attribute, naming which
// form each is; the page's script (the find-job-forms behaviour) finds them by it, submits them
// as soon as a choice changes and writes the address as the page's links write it.
export const FIND_JOB_FORM_ATTRIBUTE = 'data-find-job-form';

export type FindJobFormName = 'search' | 'filters' | 'sort';

export function findJobFormProps(name: FindJobFormName): Record<string, string> {
  return { [FIND_JOB_FORM_ATTRIBUTE]: name };
}
