// Turns the free-text salary of a posting into schema.org's MonetaryAmount parts, when the
// text says clearly enough: '$25 - $30/hr', '$85,000/year', '$2,300/week', '$90k'. Anything
// vaguer ('Competitive', 'DOE') yields undefined, and no baseSalary is published.

export type SalaryUnit = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
export type ParsedSalary = {
  currency: 'USD';
  unit: SalaryUnit;
  minValue?: number;
  maxValue?: number;
  value?: number;
};

const UNIT_PATTERNS: [RegExp, SalaryUnit][] = [
  [/\b(hr|hour|hourly)\b/i, 'HOUR'],
  [/\b(day|daily)\b/i, 'DAY'],
  [/\b(wk|week|weekly)\b/i, 'WEEK'],
  [/\b(mo|month|monthly)\b/i, 'MONTH'],
  [/\b(yr|year|yearly|annual|annually|annum)\b/i, 'YEAR'],
];

function amounts(text: string): number[] {
  const matches = text.matchAll(/\$\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k)?/gi);
  return [...matches].map((match) => {
    const whole = Number((match[1] ?? '0').replace(/,/g, ''));
    const cents = match[2] ? Number(`0.${match[2]}`) : 0;
    return (whole + cents) * (match[3] ? 1000 : 1);
  });
}

export function parseSalary(text: string): ParsedSalary | undefined {
  const values = amounts(text).filter((value) => value > 0);
  if (values.length === 0 || values.length > 2) return undefined;
  let unit = UNIT_PATTERNS.find(([pattern]) => pattern.test(text))?.[1];
  // Without a stated unit, the size of the number tells hourly pay from a yearly salary.
  if (!unit) {
    const largest = Math.max(...values);
    if (largest >= 10_000) unit = 'YEAR';
    else if (largest <= 300) unit = 'HOUR';
    else return undefined;
  }
  const [first] = values;
  if (values.length === 1 && first !== undefined) return { currency: 'USD', unit, value: first };
  const [low, high] = values as [number, number];
  if (high < low) return undefined;
  return { currency: 'USD', unit, minValue: low, maxValue: high };
}
