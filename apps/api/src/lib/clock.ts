// Timestamps are stored as ISO-8601 UTC strings on both dialects; this is the one place
// that formats them, so their lexical order is always their time order.
export const nowIso = (): string => new Date().toISOString();
export const isoIn = (ms: number, from: Date = new Date()): string =>
  new Date(from.getTime() + ms).toISOString();
