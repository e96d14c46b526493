/**
 * Lists (FAQ entries, testimonials, steps) live in the locale files as arrays; read them as
 * typed arrays and fall back to none rather than crashing if a key is ever missing.
 */
export function tList<T>(
  t: (key: string, options: Record<string, unknown>) => unknown,
  key: string,
  options: Record<string, unknown> = {},
): T[] {
  const value = t(key, { ...options, returnObjects: true });
  return Array.isArray(value) ? (value as T[]) : [];
}
