import { describe, expect, it } from 'vitest';
import { paced, SLICE_BYTES } from '../src/modules/feeds/paced-download.ts';

async function* chunksOf(sizes: number[]) {
  for (const [index, size] of sizes.entries()) yield Buffer.alloc(size, index + 1);
  await Promise.resolve();
}

// A clock that moves only when the download waits, so the pace is checked without timing
// anything.
function virtualClock() {
  let time = 0;
  const waits: number[] = [];
  return {
    waits,
    now: () => time,
    wait: (ms: number) => {
      waits.push(ms);
      time += ms;
      return Promise.resolve();
    },
  };
}

describe('a paced download', () => {
  it('sends every byte in order, in slices, no faster than the rate', async () => {
    const clock = virtualClock();
    const sizes = [SLICE_BYTES * 2 + 10, 1000, SLICE_BYTES * 3];
    const bytesPerSecond = 1024 * 1024;
    const sent: { bytes: Buffer; at: number }[] = [];
    for await (const slice of paced(chunksOf(sizes), { bytesPerSecond, ...clock })) {
      sent.push({ bytes: slice, at: clock.now() });
    }
    const expected = Buffer.concat(sizes.map((size, index) => Buffer.alloc(size, index + 1)));
    expect(Buffer.concat(sent.map((slice) => slice.bytes)).equals(expected)).toBe(true);
    expect(Math.max(...sent.map((slice) => slice.bytes.byteLength))).toBe(SLICE_BYTES);
    // Each slice leaves only once the bytes before it have had their time at the rate.
    let before = 0;
    for (const slice of sent) {
      expect(slice.at).toBeGreaterThanOrEqual((before / bytesPerSecond) * 1000 - 1);
      before += slice.bytes.byteLength;
    }
    const last = sent.at(-1);
    expect(last?.at).toBeCloseTo(
      ((expected.byteLength - (last?.bytes.byteLength ?? 0)) / bytesPerSecond) * 1000,
      0,
    );
  });

  it('waits for nothing when the client is slower than the rate', async () => {
    const clock = virtualClock();
    const slow = {
      bytesPerSecond: 1024 * 1024,
      wait: clock.wait,
      // Every read of the clock finds a second gone: the client took that long per slice.
      now: () => (tick += 1000),
    };
    let tick = 0;
    const sent: Buffer[] = [];
    for await (const slice of paced(chunksOf([SLICE_BYTES * 4]), slow)) sent.push(slice);
    expect(sent).toHaveLength(4);
    expect(clock.waits).toEqual([]);
  });

  it('passes the chunks through untouched when unpaced', async () => {
    const clock = virtualClock();
    const sent: Buffer[] = [];
    for await (const slice of paced(chunksOf([SLICE_BYTES * 3, 5]), {
      bytesPerSecond: 0,
      ...clock,
    }))
      sent.push(slice);
    expect(sent.map((slice) => slice.byteLength)).toEqual([SLICE_BYTES * 3, 5]);
    expect(clock.waits).toEqual([]);
  });
});
