import { describe, expect, it } from 'vitest';
import { withYoungGeneration } from './cluster.ts';

describe('the workers’ young generation', () => {
  it('is 64 MB unless the command line chose one', () => {
    expect(withYoungGeneration(['--import', 'tsx'])).toEqual(['--max-semi-space-size=64', '--import', 'tsx']);
    expect(withYoungGeneration(['--max-semi-space-size=32', '--import', 'tsx'])).toEqual(['--max-semi-space-size=32', '--import', 'tsx']);
  });
});
