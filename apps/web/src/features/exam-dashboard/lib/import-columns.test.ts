import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS } from '@pariksha/shared/schemas/question-bank';
import { importColumnGroups } from './import-columns.ts';

describe('importColumnGroups', () => {
  it('documents every import column exactly once, in the file order', () => {
    expect(importColumnGroups().flatMap((g) => g.columns)).toEqual([...IMPORT_COLUMNS]);
  });
  it('pairs hi and en columns and marks what is required', () => {
    const byKey = Object.fromEntries(importColumnGroups().map((g) => [g.key, g]));
    expect(byKey.question!.columns).toEqual(['question_hi', 'question_en']);
    expect(byKey.options!.columns).toHaveLength(8);
    expect(byKey.moreOptions!.required).toBe(false);
    expect(byKey.correct!.required).toBe(true);
    expect(byKey.image!.required).toBe(false);
  });
});
