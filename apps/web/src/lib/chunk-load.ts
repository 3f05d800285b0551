// Apart from lazy-page.tsx (which brings the page-sized loading and error views), so that an
// island can time its own code's download without them.

// Marks failures of the chunk download itself, so a boundary can offer a retry for those
// and let a page's own render errors reach the route's error view instead.
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly timedOut: boolean;

  constructor(message: string, options: { cause?: unknown; timedOut?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.timedOut = options.timedOut ?? false;
  }
}

// A stalled download never settles on its own (a dead connection can hang until the browser
// gives up minutes later); the race turns it into an error the user can act on.
export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(
        new ChunkLoadError(`Page chunk did not load within ${timeoutMs} ms`, { timedOut: true }),
      );
    }, timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('Page chunk failed to load', { cause: error }));
      },
    );
  });
}
