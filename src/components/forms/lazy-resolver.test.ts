import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe('lazyResolver', () => {
  it('loads the real resolver on the first check only, and answers with its result', async () => {
    const real = vi.fn<Resolver<Values, unknown, Values>>(async (values) => ({ values, errors: {} }));
    const load = vi.fn(async () => real);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    expect(await resolver({ name: 'Ada' }, undefined, options)).toEqual({ values: { name: 'Ada' }, errors: {} });
    await resolver({ name: 'Grace' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
    expect(real).toHaveBeenCalledTimes(2);
  });

  it('tries the download again on the next check after it failed', async () => {
    const real: Resolver<Values, unknown, Values> = async (values) => ({ values, errors: {} });
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(real);
    const resolver = lazyResolver<Values, Values>(load);
    await expect(resolver({ name: 'Ada' }, undefined, options)).rejects.toThrow('offline');
    expect(await resolver({ name: 'Ada' }, undefined, options)).toEqual({ values: { name: 'Ada' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
