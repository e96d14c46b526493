/** The list with the item at `index` moved by `delta` places (clamped at the ends). */
export function move<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = Math.min(list.length - 1, Math.max(0, index + delta));
  if (index < 0 || index >= list.length || target === index) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item!);
  return next;
}

/** Appends ids not already present, keeping the existing order. */
export function appendUnique(list: readonly string[], ids: readonly string[]): string[] {
  const seen = new Set(list);
  return [...list, ...ids.filter((id) => !seen.has(id) && (seen.add(id), true))];
}
