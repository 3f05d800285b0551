// The public forms leave their inputs to the browser (no form library on the page) and read
// them when they are submitted, before anything disables them (a disabled control is left
// out of FormData).

// The named fields' text, '' for one that is missing or holds a file.
export function formValues<Name extends string>(
  form: HTMLFormElement,
  names: readonly Name[],
): Record<Name, string> {
  const data = new FormData(form);
  const values = {} as Record<Name, string>;
  for (const name of names) {
    const value = data.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}

// Moves the focus to the named control, as a form does to the first field it rejected.
export function focusField(form: HTMLFormElement, name: string): void {
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}
