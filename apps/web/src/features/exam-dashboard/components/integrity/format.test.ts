import { describe, expect, it } from 'vitest';
import { oddsOf, seconds } from './format.ts';

describe('oddsOf', () => {
  it('reads a chance as one in N, to two figures', () => {
    expect(oddsOf(1.9e-6, 'en')).toEqual({ capped: false, value: '5,30,000' });
    expect(oddsOf(0.25, 'en')).toEqual({ capped: false, value: '4' });
    expect(oddsOf(1e-15, 'en')).toEqual({ capped: true, value: '10,00,00,00,00,000' });
  });
  it('shows seconds with one decimal', () => {
    expect(seconds(400, 'en')).toBe('0.4');
    expect(seconds(2000, 'hi')).toBe('2');
  });
});
