import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { translateMessage } from '../../lib/translate-message.ts';

/**
 * Wires a react-hook-form field to an MUI TextField: MUI wants the input's ref as `inputRef`,
 * and the error text comes from the shared schemas' English messages, shown in the current language.
 */
export function fieldProps<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'register' | 'formState'>, name: Path<T>) {
  const { ref, ...rest } = form.register(name);
  // `get` also finds the error of a nested field such as socialMedia.youtube.
  const error = get(form.formState.errors, name) as { message?: unknown } | undefined;
  const message = typeof error?.message === 'string' ? error.message : undefined;
  return { ...rest, inputRef: ref, error: !!error, helperText: message ? translateMessage(message) : undefined };
}
