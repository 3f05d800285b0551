import type { FastifyInstance } from 'fastify';

// Runs `task` every `intervalMs` while the app is up: the first run one interval after it is
// ready, the next one interval after the previous finished (never two at once), a failure
// logged and the timer kept. Closing the app waits for a run in flight, so it never
// outlives the database. The job-alert digests and the search-engine sender use it.
export function repeatWhileRunning(
  app: FastifyInstance,
  intervalMs: number,
  task: () => Promise<unknown>,
  log: { error: (data: object, message: string) => void },
  name: string,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let inFlight: Promise<void> | undefined;
  const tick = async () => {
    try {
      await task();
    } catch (error) {
      log.error(
        { error: error instanceof Error ? error.message : String(error) },
        `${name} failed`,
      );
    } finally {
      inFlight = undefined;
      if (running) schedule();
    }
  };
  function schedule() {
    timer = setTimeout(() => {
      inFlight = tick();
    }, intervalMs);
    timer.unref();
  }
  app.addHook('onReady', async () => {
    running = true;
    schedule();
  });
  app.addHook('onClose', async () => {
    running = false;
    clearTimeout(timer);
    await inFlight;
  });
}
