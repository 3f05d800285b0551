// RFC 4180 CSV with spreadsheet formula injection neutralised: a cell that a spreadsheet would
// read as a formula (starting with =, +, -, @, or a tab or carriage return that hides one) is
// prefixed with a single quote, so it is shown as text and never evaluated (OWASP guidance).
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function csvRow(values: (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
