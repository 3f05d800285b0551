import { setTimeout as sleep } from 'node:timers/promises';

// A download sent at most `bytesPerSecond` (0: unpaced). Stored parts of /jobs.xml are up to
// megabytes long, so they go out in slices, each due when the bytes before it have had their
// time; the wait is a timer, so the event loop serves other requests meanwhile.
export const SLICE_BYTES = 256 * 1024;

export type Pacing = {
  bytesPerSecond: number;
  now?: () => number;
  wait?: (ms: number) => Promise<unknown>;
};

export async function* paced(
  chunks: AsyncIterable<Buffer>,
  pacing: Pacing,
): AsyncGenerator<Buffer> {
  if (pacing.bytesPerSecond <= 0) {
    yield* chunks;
    return;
  }
  const now = pacing.now ?? (() => performance.now());
  const wait = pacing.wait ?? sleep;
  const started = now();
  let sent = 0;
  for await (const chunk of chunks) {
    for (let offset = 0; offset < chunk.byteLength; offset += SLICE_BYTES) {
      const slice = chunk.subarray(offset, offset + SLICE_BYTES);
      const ahead = started + (sent / pacing.bytesPerSecond) * 1000 - now();
      // Timers are not finer than a millisecond; a shorter lead is sent at once.
      if (ahead >= 1) await wait(ahead);
      yield slice;
      sent += slice.byteLength;
    }
  }
}
