import { localeOfPath, localizedPath } from '@staffing/shared/i18n/locales';
import { FIND_JOB_FORM_ATTRIBUTE } from '@/features/public/jobs/utils/find-job-forms';
import { loadDocument } from '@/lib/document-location';

// Where the focus was when a choice loaded the next page, so that it is there again on it: a
// keyboard user stepping through a select's options with the arrow keys goes on from where
// they were.
const FOCUS_KEY = 'find-job-focus';

type FocusedControl = { form: string; name: string; value: string };

function controlSelector({ form, name, value }: FocusedControl): string {
  const named = `form[${FIND_JOB_FORM_ATTRIBUTE}="${CSS.escape(form)}"] [name="${CSS.escape(name)}"]`;
  return value ? `${named}[value="${CSS.escape(value)}"]` : named;
}

function restoreFocus() {
  let stored: FocusedControl | undefined;
  try {
    stored = JSON.parse(sessionStorage.getItem(FOCUS_KEY) ?? 'null') as FocusedControl | undefined;
    sessionStorage.removeItem(FOCUS_KEY);
  } catch {
    return;
  }
  if (!stored) return;
  // The filters are on the page twice: the sidebar, and a disclosure that only browsers
  // without a script show (closed here).
  const control = [...document.querySelectorAll<HTMLElement>(controlSelector(stored))].find(
    (element) => !element.closest('details:not([open])'),
  );
  control?.focus();
}

function rememberFocus(form: HTMLFormElement, control: HTMLInputElement | HTMLSelectElement) {
  const isChoice = control instanceof HTMLInputElement;
  const remembered: FocusedControl = {
    form: form.getAttribute(FIND_JOB_FORM_ATTRIBUTE) ?? '',
    name: control.name,
    value: isChoice ? control.value : '',
  };
  try {
    sessionStorage.setItem(FOCUS_KEY, JSON.stringify(remembered));
  } catch {
    // Without storage the next page simply starts at its top.
  }
}

// The URL's reader and writer (with the lists of industries, types and filters they check
// against) load with the first focus in a form, not with the page.
let searchParamsModule:
  Promise<typeof import('@/features/public/jobs/utils/job-search-params')> | undefined;
function loadSearchParams() {
  searchParamsModule ??= import('@/features/public/jobs/utils/job-search-params').catch(
    (error: unknown) => {
      searchParamsModule = undefined;
      throw error;
    },
  );
  return searchParamsModule;
}

// Loads the address the form leads to, written as the page's own links are: the same search
// is always the same link, in the page's language, and a new search starts at page 1. The
// form's fields are read at once, as they are when the choice is made.
function loadSearch(form: HTMLFormElement) {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') fields.append(name, value);
  }
  loadSearchParams().then(
    ({ findJobHref, readJobSearch }) => {
      const href = findJobHref({ ...readJobSearch(fields), page: 1 });
      loadDocument(localizedPath(href, localeOfPath(window.location.pathname)));
    },
    () => {
      // The script could not load its part: the browser sends the form as it would without one.
      form.submit();
    },
  );
}

// The find-job page's forms are plain GET forms the server answers (keywords, filters, sort).
// Where a script runs this submits them as soon as a choice changes (a typed keyword or
// place still waits for Enter or its button), and writes the address without the empty
// fields a browser would send. Returns the function that stops it.
export default function startFindJobForms(): () => void {
  restoreFocus();
  const forms = [...document.querySelectorAll<HTMLFormElement>(`form[${FIND_JOB_FORM_ATTRIBUTE}]`)];
  const onSubmit = (event: SubmitEvent) => {
    const form = event.currentTarget;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    loadSearch(form);
  };
  const onChange = (event: Event) => {
    const form = event.currentTarget;
    const control = event.target;
    const isChoice =
      control instanceof HTMLSelectElement ||
      (control instanceof HTMLInputElement &&
        (control.type === 'checkbox' || control.type === 'radio'));
    if (!isChoice || !(form instanceof HTMLFormElement)) return;
    rememberFocus(form, control);
    loadSearch(form);
  };
  const prepare = () => {
    void loadSearchParams().catch(() => undefined);
  };
  for (const form of forms) {
    form.addEventListener('submit', onSubmit);
    form.addEventListener('change', onChange);
    form.addEventListener('focusin', prepare, { once: true });
  }
  return () => {
    for (const form of forms) {
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('change', onChange);
    }
  };
}
