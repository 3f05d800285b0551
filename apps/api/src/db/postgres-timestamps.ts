// pg hands timestamps over as text ("2026-11-23 21:10:37.123456+00" when the session's time
// zone is UTC). The API answers ISO strings; building a Date for each one to print it again
// was 3 % of a job list's CPU on PostgreSQL (three timestamps a job, fifty jobs a page). A UTC
// value is rewritten as text; anything else (another session time zone, infinity, BC dates)
// goes through Date as before.
const UTC_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?$/;

function rewrittenUtc(dateAndTime: string): string | undefined {
  const match = UTC_TIMESTAMP.exec(dateAndTime);
  if (!match) return undefined;
  const [, date = '', time = '', fraction = ''] = match;
  // Date keeps milliseconds and drops the rest of the digits, so the text does the same.
  return `${date}T${time}.${fraction.padEnd(3, '0').slice(0, 3)}Z`;
}

export function isoFromTimestamptz(value: string): string {
  return (
    (value.endsWith('+00') ? rewrittenUtc(value.slice(0, -3)) : undefined) ??
    new Date(value).toISOString()
  );
}

// A timestamp without a time zone is taken as UTC, as the schema writes them.
export function isoFromTimestamp(value: string): string {
  return rewrittenUtc(value) ?? new Date(`${value}Z`).toISOString();
}
