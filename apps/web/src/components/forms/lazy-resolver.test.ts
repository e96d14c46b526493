import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver.ts';

type Values = { name: string };

describe('lazyResolver', () => {
  it('loads the real resolver once, on the first validation, and answers with it', async () => {
    const real = vi.fn<Resolver<Values>>(async (values) => ({ values, errors: {} }));
    const load = vi.fn(async () => real);
    const resolver = lazyResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();

    const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
    expect(await resolver({ name: 'a' }, undefined, options)).toEqual({ values: { name: 'a' }, errors: {} });
    await resolver({ name: 'b' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
    expect(real).toHaveBeenCalledTimes(2);
  });

  it('preload starts the load early, and the first validation reuses it', async () => {
    const load = vi.fn(async (): Promise<Resolver<Values>> => async (values) => ({ values, errors: {} }));
    const resolver = lazyResolver<Values>(load);
    resolver.preload();
    resolver.preload();
    await resolver({ name: 'a' }, undefined, { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
