// Runs `load` once and shares its result with every caller; a failed load (a dropped
// connection) is forgotten, so the next call tries again instead of failing forever.
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
