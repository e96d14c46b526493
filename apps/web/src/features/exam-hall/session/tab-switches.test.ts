import { describe, expect, it } from 'vitest';
import { DEBOUNCE_MS, TabSwitchCounter } from './tab-switches.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('TabSwitchCounter', () => {
  it('counts one switch per time away, however many events it fires', () => {
    let now = 0;
    const c = new TabSwitchCounter('a1', { clock: () => now, storage: memoryStorage() });
    c.left(); // hidden
    c.left(); // and blur
    expect(c.count).toBe(1);
    c.returned();
    now += 5_000;
    c.left();
    expect(c.count).toBe(2);
  });

  it('does not count a flicker (back and away again within the debounce)', () => {
    let now = 0;
    const c = new TabSwitchCounter('a1', { clock: () => now, storage: memoryStorage() });
    c.left();
    c.returned();
    now += DEBOUNCE_MS - 1;
    c.left();
    expect(c.count).toBe(1);
    c.returned();
    now += DEBOUNCE_MS;
    c.left();
    expect(c.count).toBe(2);
  });

  it('carries on from the count kept on the device for the attempt', () => {
    const storage = memoryStorage();
    const first = new TabSwitchCounter('a1', { clock: () => 0, storage });
    first.left();
    const reloaded = new TabSwitchCounter('a1', { clock: () => 10_000, storage });
    expect(reloaded.count).toBe(1);
    reloaded.left();
    expect(reloaded.count).toBe(2);
    expect(new TabSwitchCounter('other', { storage }).count).toBe(0);
  });
});
