// CSS Module lookups are typed `string | undefined`; this joins whatever is defined.
export function cx(...classNames: (string | false | null | undefined)[]): string {
  return classNames.filter(Boolean).join(' ');
}
