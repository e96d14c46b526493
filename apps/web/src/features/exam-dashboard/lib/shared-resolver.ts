import { get, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * zodResolver, except that a union's error keeps the union's own message: the resolver shows
 * the first branch's ("Invalid URL"), while the shared schemas put the message meant for
 * people (and translated in messages.ts) on the union itself.
 */
export function sharedResolver<TValues extends FieldValues, TOutput>(schema: z.ZodType<TOutput>): Resolver<TValues, unknown, TOutput> {
  const base = zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOutput>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    for (const issue of schema.safeParse(values).error?.issues ?? []) {
      if (issue.code !== 'invalid_union') continue;
      const error = get(result.errors, issue.path.join('.')) as { message?: string } | undefined;
      if (error) error.message = issue.message;
    }
    return result;
  };
}
