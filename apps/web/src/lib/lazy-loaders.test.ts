import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyParser } from './lazy-parser';
import { lazyResolver } from './lazy-resolver';

describe('lazyParser', () => {
  it('loads its schema once, with the first request, and checks every answer', async () => {
    const load = vi.fn(async () => (data: unknown) => {
      if (typeof data !== 'number') throw new Error('not a number');
      return data * 2;
    });
    const parser = lazyParser(load);
    expect(load).not.toHaveBeenCalled();
    const first = parser();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(first(21)).resolves.toBe(42);
    await expect(parser()('x')).rejects.toThrow('not a number');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after it failed', async () => {
    const load = vi
      .fn<() => Promise<(data: unknown) => unknown>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue((data) => data);
    const parser = lazyParser(load);
    await expect(parser()('a')).rejects.toThrow('offline');
    await expect(parser()('b')).resolves.toBe('b');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyResolver', () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver>[2];

  it('loads the resolver on preload or first validation, once, and validates with it', async () => {
    const real: Resolver = async (values) => ({ values, errors: {} });
    const load = vi.fn(async () => real);
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    preload();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(resolver({ email: 'a@b.co' }, undefined, options)).resolves.toEqual({
      values: { email: 'a@b.co' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after it failed', async () => {
    const real: Resolver = async (values) => ({ values, errors: {} });
    const load = vi
      .fn<() => Promise<Resolver>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(real);
    const { resolver, preload } = lazyResolver(load);
    preload();
    await expect(resolver({}, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({}, undefined, options)).resolves.toEqual({ values: {}, errors: {} });
  });
});
