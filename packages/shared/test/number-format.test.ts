import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInteger, formatUsd } from '../src/number-format.ts';

const intlInteger = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const intlUsd = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);

describe('number formatting without Intl', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [1_234_567, '1,234,567'],
    [-45_000, '-45,000'],
  ])('formatInteger(%d) → %s', (value, text) => {
    expect(formatInteger(value)).toBe(text);
  });

  it.each([
    [42, '$42'],
    [85_000, '$85,000'],
    [22.5, '$22.50'],
    [1234.567, '$1,234.57'],
    [0.004, '$0.00'],
    [19.999, '$20.00'],
  ])('formatUsd(%d) → %s', (value, text) => {
    expect(formatUsd(value)).toBe(text);
  });

  it('leaves to Intl what it does not cover', () => {
    expect(formatUsd(-5)).toBeUndefined();
    expect(formatUsd(Number.NaN)).toBeUndefined();
    expect(formatUsd(2 ** 60)).toBeUndefined();
  });

  it('writes what Intl writes for every whole number and every pay amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (value) => {
        expect(formatInteger(value)).toBe(intlInteger.format(value));
      }),
      { numRuns: 2000 },
    );
    // Pay as the schema allows it: 0 to 100,000,000, whole or with cents, and doubles that
    // sit on a rounding edge (x.xx5).
    const amounts = fc.oneof(
      fc.integer({ min: 0, max: 100_000_000 }),
      fc.integer({ min: 0, max: 10_000_000_000 }).map((cents) => cents / 100),
      fc.integer({ min: 0, max: 100_000_000 }).map((tenths) => tenths / 1000 + 0.0005),
      fc.double({ min: 0, max: 100_000_000, noNaN: true }),
    );
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(formatUsd(amount)).toBe(intlUsd(amount));
      }),
      { numRuns: 5000 },
    );
  });
});
