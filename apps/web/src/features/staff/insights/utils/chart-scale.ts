// A bar's share of the largest value, 0..1. An all-zero series draws no bars rather than
// dividing by zero.
export function shareOfMax(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.min(1, value / max);
}

export function maxOf(values: readonly number[]): number {
  return values.reduce((max, value) => Math.max(max, value), 0);
}

// Two decimals are plenty for a percentage length and keep the markup readable.
export function percent(share: number): string {
  return `${Math.round(share * 10_000) / 100}%`;
}
