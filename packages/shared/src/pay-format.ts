import type { SalaryPeriod } from './job-facts.ts';
import { formatUsd } from './number-format.ts';

export type PayFacts = {
  salaryMin?: number | null | undefined;
  salaryMax?: number | null | undefined;
  salaryCurrency?: string | null | undefined;
  salaryPeriod?: SalaryPeriod | null | undefined;
};

// Other currencies than the dollar are rare; their formatter is built on first use and kept
// (building one costs far more than using it).
const formats = new Map<string, Intl.NumberFormat | null>();

function moneyFormat(currency: string, whole: boolean): Intl.NumberFormat | null {
  const key = `${currency}|${String(whole)}`;
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: 2,
      });
    } catch {
      // A currency code Intl does not know (remembered, so it is not asked again).
      format = null;
    }
    formats.set(key, format);
  }
  return format;
}

function money(amount: number, currency: string): string {
  const dollars = currency === 'USD' ? formatUsd(amount) : undefined;
  if (dollars) return dollars;
  const format = moneyFormat(currency, Number.isInteger(amount));
  // A currency code Intl does not know still reads plainly.
  return format ? format.format(amount) : `${currency} ${amount.toLocaleString('en-US')}`;
}

// Structured pay as people read it: "$42 – $55 per hour", "$85,000 per year",
// "Up to $30 per hour", "From $25 per hour". Undefined when no pay is stated. The web's job
// cards and page and the Indeed feed use the same words.
export function formatPay(facts: PayFacts): string | undefined {
  const { salaryMin, salaryMax, salaryPeriod } = facts;
  if (!salaryPeriod) return undefined;
  const currency = facts.salaryCurrency ?? 'USD';
  const per = `per ${salaryPeriod}`;
  const hasMin = salaryMin !== null && salaryMin !== undefined;
  const hasMax = salaryMax !== null && salaryMax !== undefined;
  if (hasMin && hasMax) {
    return salaryMin === salaryMax
      ? `${money(salaryMin, currency)} ${per}`
      : `${money(salaryMin, currency)} – ${money(salaryMax, currency)} ${per}`;
  }
  if (hasMax) return `Up to ${money(salaryMax, currency)} ${per}`;
  if (hasMin) return `From ${money(salaryMin, currency)} ${per}`;
  return undefined;
}
