// Numbers as en-US writes them ("1,234", "$42", "$22.50"), without Intl. The first Intl
// formatter a page builds loads the locale data: about 240 ms of a phone-speed CPU (4×
// throttled Chromium) at start-up, measured in docs/PERFORMANCE.md, and every public page
// shows a count or a pay while it hydrates. The results equal Intl's (a property test holds
// them to it).

function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

// A whole number with thousands separators: counts, amounts a filter names.
export function formatInteger(value: number): string {
  const rounded = Math.round(value);
  if (!Number.isSafeInteger(rounded)) return rounded.toLocaleString('en-US');
  return `${rounded < 0 ? '-' : ''}${groupDigits(String(Math.abs(rounded)))}`;
}

// US dollars as people read pay: no cents for a whole amount, two otherwise. Undefined for
// what it does not cover (a negative or unsafe amount), which the caller formats with Intl.
export function formatUsd(amount: number): string | undefined {
  if (!(amount >= 0) || amount > Number.MAX_SAFE_INTEGER) return undefined;
  if (Number.isInteger(amount)) return `$${formatInteger(amount)}`;
  // toFixed rounds the exact value of the double, half up, as Intl does.
  const [whole = '0', cents = '00'] = amount.toFixed(2).split('.');
  return `$${groupDigits(whole)}.${cents}`;
}
