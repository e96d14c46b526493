import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver loaded on the form's first validation (its first submit), not with the page:
 * the schemas build zod objects when they load, and zod is the largest script of a page like
 * /signin (issue 15: a visitor's first page under 150 KiB). Later validations reuse it.
 */
export function lazyResolver<T extends FieldValues, Out = T>(
  load: () => Promise<Resolver<T, unknown, Out>>,
): Resolver<T, unknown, Out> & { preload: () => void } {
  let loading: Promise<Resolver<T, unknown, Out>> | null = null;
  const get = () => (loading ??= load());
  const resolver: Resolver<T, unknown, Out> = async (values, context, options) => (await get())(values, context, options);
  // Called when someone starts filling the form in, so the first submit rarely waits.
  return Object.assign(resolver, { preload: () => void get() });
}
