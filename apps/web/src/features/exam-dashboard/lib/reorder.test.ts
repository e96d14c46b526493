import { describe, expect, it } from 'vitest';
import { appendUnique, move } from './reorder.ts';

describe('move', () => {
  it('moves an item up or down one place', () => {
    expect(move(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });
  it('stays put at the ends and for a bad index', () => {
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(move(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
    expect(move(['a'], 5, 1)).toEqual(['a']);
  });
});

describe('appendUnique', () => {
  it('appends new ids only, in order', () => {
    expect(appendUnique(['a', 'b'], ['b', 'c', 'c', 'd'])).toEqual(['a', 'b', 'c', 'd']);
  });
});
