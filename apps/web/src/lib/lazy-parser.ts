// Answers are checked against their zod schema at the boundary (api-client.ts), but zod and
// the shared schemas weigh about 27 KB gzip: loaded with a public page, they would delay its
// start for data the server already sent with the page. A lazy parser loads its schema module
// the first time a request is made (in parallel with that request) and checks every answer
// after that, so only pages that fetch in the browser ever load zod, and only then.
export function lazyParser<T>(
  load: () => Promise<(data: unknown) => T>,
): () => (data: unknown) => Promise<T> {
  let loading: Promise<(data: unknown) => T> | undefined;
  return () => {
    // A failed load (a dropped connection) is tried again with the next request.
    const ready = (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
    return async (data) => (await ready)(data);
  };
}
