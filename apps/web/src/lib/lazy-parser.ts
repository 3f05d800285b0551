import { loadOnce } from './load-once';

// Answers are checked against their zod schema at the boundary (api-client.ts), but zod and
// the shared schemas weigh about 27 KB gzip: loaded with a public page, they would delay its
// start for data the server already sent with the page. A lazy parser loads its schema module
// the first time a request is made (in parallel with that request) and checks every answer
// after that, so only pages that fetch in the browser ever load zod, and only then.
export function lazyParser<T>(
  load: () => Promise<(data: unknown) => T>,
): () => (data: unknown) => Promise<T> {
  const schema = loadOnce(load);
  return () => {
    const ready = schema();
    // Awaited once the answer is in; until then a failed download is not "unhandled".
    ready.catch(() => undefined);
    return async (data) => (await ready)(data);
  };
}
