import { describe, expect, it } from 'vitest';
import { ReusedBytes } from '../src/modules/feeds/reused-bytes.ts';

describe('the feed build`s reused bytes', () => {
  it('keeps every byte appended as it grows past its first size, as UTF-8', () => {
    const bytes = new ReusedBytes(4);
    const added = bytes.append('Café ');
    expect(added.toString()).toBe('Café ');
    bytes.append('naïve – ');
    bytes.append('x'.repeat(100));
    const expected = Buffer.from(`Café naïve – ${'x'.repeat(100)}`);
    expect(bytes.length).toBe(expected.byteLength);
    expect(bytes.bytes().equals(expected)).toBe(true);
  });

  it('starts the next document at the start of the same buffer after a reset', () => {
    const bytes = new ReusedBytes(64);
    const first = bytes.append('first document');
    bytes.reset();
    expect(bytes.length).toBe(0);
    bytes.append('second');
    expect(bytes.bytes().toString()).toBe('second');
    // The same memory: the first document's view now reads the second's bytes.
    expect(first.subarray(0, 6).toString()).toBe('second');
  });
});
