import { describe, expect, it, vi } from 'vitest';
import { Lru } from './cache.ts';

const fill = (lru: Lru<string, number>, keys: string[]) => keys.forEach((k, i) => lru.set(k, i));
const keysOf = (lru: Lru<string, number>, keys: string[]) => keys.filter((k) => lru.get(k) !== undefined);

describe('Lru', () => {
  it('forgets the least recently used entry first, a read counting as a use', () => {
    const lru = new Lru<string, number>(4);
    fill(lru, ['a', 'b', 'c', 'd']);
    expect(lru.get('a')).toBe(0); // a is the oldest insertion: the read makes it the youngest
    lru.set('e', 4);
    expect(lru.size).toBe(4);
    expect(lru.get('b')).toBeUndefined();
    expect(keysOf(lru, ['a', 'c', 'd', 'e'])).toEqual(['a', 'c', 'd', 'e']);
  });

  it('keeps an entry read at any time for at least half its size of later insertions', () => {
    const max = 100;
    for (let age = 0; age < max; age++) {
      const lru = new Lru<string, number>(max);
      fill(
        lru,
        Array.from({ length: max }, (_, i) => `k${i}`),
      );
      // The entry read is `age` insertions younger than the oldest.
      expect(lru.get(`k${age}`)).toBe(age);
      fill(
        lru,
        Array.from({ length: max / 2 }, (_, i) => `new${i}`),
      );
      expect(lru.get(`k${age}`), `read at age ${age}`).toBe(age);
    }
  });

  it('leaves a recently inserted entry in place when it is read (no delete and re-insert per hit)', () => {
    const lru = new Lru<string, number>(1000);
    fill(
      lru,
      Array.from({ length: 10 }, (_, i) => `k${i}`),
    );
    const map = (lru as unknown as { entries: Map<string, unknown> }).entries;
    const deletes = vi.spyOn(map, 'delete');
    const sets = vi.spyOn(map, 'set');
    for (let n = 0; n < 100; n++) expect(lru.get(`k${n % 10}`)).toBe(n % 10);
    expect(deletes).not.toHaveBeenCalled();
    expect(sets).not.toHaveBeenCalled();
  });

  it('answers nothing for an expired entry and drops it', () => {
    const lru = new Lru<string, number>(10, 1000);
    lru.set('a', 1, 0);
    expect(lru.get('a', 999)).toBe(1);
    expect(lru.get('a', 1000)).toBeUndefined();
    expect(lru.size).toBe(0);
  });
});
