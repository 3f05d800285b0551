import type { SalaryPeriod } from './job-facts.ts';
import { formatUsd } from './number-format.ts';

export type PayFacts = {
  salaryMin?: number | null | undefined;
  salaryMax?: number | null | undefined;
  salaryCurrency?: string | null | undefined;
  salaryPeriod?: SalaryPeriod | null | undefined;
};

export function formatMoney(amount: number, currency: string): string {
  // Dollars, nearly every job's, without Intl (its first formatter costs a phone's start-up
  // a few hundred ms: number-format.ts).
  const dollars = currency === 'USD' ? formatUsd(amount) : undefined;
  if (dollars) return dollars;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    // A currency code Intl does not know still reads plainly.
    return `${currency} ${amount.toLocaleString('en-US')}`;
  }
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
      ? `${formatMoney(salaryMin, currency)} ${per}`
      : `${formatMoney(salaryMin, currency)} – ${formatMoney(salaryMax, currency)} ${per}`;
  }
  if (hasMax) return `Up to ${formatMoney(salaryMax, currency)} ${per}`;
  if (hasMin) return `From ${formatMoney(salaryMin, currency)} ${per}`;
  return undefined;
}
