import { z } from 'zod';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** Adds the "confirm password" check to a form schema; the error sits on the confirm field. */
export function withPasswordConfirm<T extends z.ZodObject, C extends string>(
  schema: T,
  passwordKey: keyof z.input<T> & string,
  confirmKey: C,
) {
  return schema
    .extend({ [confirmKey]: z.string() } as Record<C, z.ZodString>)
    .refine((v) => (v as Record<string, unknown>)[passwordKey] === (v as Record<string, unknown>)[confirmKey], {
      message: PASSWORDS_DO_NOT_MATCH,
      path: [confirmKey],
    });
}
