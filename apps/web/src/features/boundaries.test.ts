import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Features are vertical slices that do not import each other (ARCHITECTURE.md, one-way flow
 * shared -> features -> app): what two features need lives in src/components or src/lib.
 */
const sources = import.meta.glob<string>('./**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });
const SPECIFIER = /(?:from|import\(|mock\()\s*'(\.{1,2}\/[^']+)'/g;

describe('feature boundaries', () => {
  it('no feature imports another feature', () => {
    const crossings = Object.entries(sources).flatMap(([file, text]) => {
      const own = file.split('/')[1];
      return [...text.matchAll(SPECIFIER)]
        .map((m) => posix.normalize(posix.join(posix.dirname(file), m[1]!)))
        .filter((target) => !target.startsWith('..') && target.split('/')[0] !== own)
        .map((target) => `${file} -> ${target}`);
    });
    expect(crossings).toEqual([]);
  });
});
