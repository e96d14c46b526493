import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso } from './datetime.ts';

describe('datetime-local conversion', () => {
  it('round-trips a local wall time through ISO', () => {
    const iso = localInputToIso('2026-03-15T10:30');
    expect(iso).toMatch(/^2026-03-1[45]T\d\d:\d\d:00\.000Z$/);
    expect(isoToLocalInput(iso)).toBe('2026-03-15T10:30');
  });
  it('treats empty as none and passes garbage through for the schema to reject', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('not a date')).toBe('not a date');
    expect(isoToLocalInput(null)).toBe('');
    expect(isoToLocalInput('nope')).toBe('');
  });
});
