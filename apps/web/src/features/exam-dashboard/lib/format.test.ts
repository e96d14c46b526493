import { describe, expect, it } from 'vitest';
import { formatDuration } from './format.ts';

describe('formatDuration', () => {
  it('writes mm:ss, and h:mm:ss from an hour', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(65_000)).toBe('01:05');
    expect(formatDuration(59 * 60_000 + 59_400)).toBe('59:59');
    expect(formatDuration(3_600_000 + 61_000)).toBe('1:01:01');
  });
  it('shows a dash when unknown', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(undefined)).toBe('—');
  });
});
