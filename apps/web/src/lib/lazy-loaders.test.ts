import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyParser } from './lazy-parser';
import { lazyValidation } from './lazy-validation';

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

describe('lazyValidation', () => {
  const schema = z.object({ email: z.string().min(1, 'Email is required') });

  it('loads the schema on preload or first validation, once, and validates with it', async () => {
    const load = vi.fn(async () => schema);
    const { validate, preload } = lazyValidation(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    preload();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(validate({ email: 'a@b.co' })).resolves.toEqual({ data: { email: 'a@b.co' } });
    await expect(validate({ email: '' })).resolves.toEqual({
      errors: { email: 'Email is required' },
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after it failed', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(schema);
    const { validate, preload } = lazyValidation(load);
    preload();
    await expect(validate({ email: 'a' })).rejects.toThrow('offline');
    await expect(validate({ email: 'a' })).resolves.toEqual({ data: { email: 'a' } });
  });
});
