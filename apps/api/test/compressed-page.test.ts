import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedBody, preferredEncoding } from '../src/modules/web/compressed-page.ts';

describe('preferredEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;q=0.8, BR;q=0.9', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', undefined],
    ['deflate', undefined],
    ['*', 'br'],
    // The client's preference wins over the server's when it states one.
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['*;q=0.1, gzip', 'gzip'],
    ['gzip;q=0, *', 'br'],
  ])('%s -> %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('compressedBody', () => {
  it('compresses a page once per encoding and gives back its text', async () => {
    const text = '<p>job – “quoted”</p>'.repeat(500);
    const page = { status: 200, body: Buffer.from(text), cacheable: true };
    const br = compressedBody(page, 'br');
    expect(compressedBody(page, 'br')).toBe(br);
    expect(brotliDecompressSync(await br).toString()).toBe(text);
    expect(gunzipSync(await compressedBody(page, 'gzip')).toString()).toBe(text);
    // Another page (a new render) is compressed on its own.
    expect(compressedBody({ ...page }, 'br')).not.toBe(br);
  });
});
