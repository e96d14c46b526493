import { describe, expect, it } from 'vitest';
import type { ImportReport, ImportRow } from '@pariksha/shared/schemas/question-bank';
import { fileProblem, importReadiness } from './import-state.ts';

const ok = (row: number): ImportRow => ({ row, ok: true, errors: [], preview: null });
const bad = (row: number): ImportRow => ({
  row,
  ok: false,
  errors: [{ column: 'correct', message: 'Option 5 does not exist' }],
  preview: null,
});
const report = (rows: ImportRow[], imported = 0): ImportReport => ({
  rows,
  validCount: rows.filter((r) => r.ok).length,
  errorCount: rows.filter((r) => !r.ok).length,
  imported,
});

describe('importReadiness (all or nothing)', () => {
  it('offers the import only when every row is valid', () => {
    expect(importReadiness(report([ok(2), ok(3)]))).toEqual({ canImport: true, reason: 'ready', count: 2 });
  });
  it('refuses while any row has an error', () => {
    expect(importReadiness(report([ok(2), bad(3)]))).toMatchObject({ canImport: false, reason: 'errors' });
    expect(importReadiness(report([bad(2)]))).toMatchObject({ canImport: false, reason: 'errors' });
  });
  it('refuses with no report, an empty file, or after importing', () => {
    expect(importReadiness(null)).toMatchObject({ canImport: false, reason: 'noReport' });
    expect(importReadiness(report([]))).toMatchObject({ canImport: false, reason: 'empty' });
    expect(importReadiness(report([ok(2)], 1))).toMatchObject({ canImport: false, reason: 'done', count: 1 });
  });
});

describe('fileProblem', () => {
  const file = (name: string, size: number) => new File([new Uint8Array(size)], name);
  it('takes .csv and .xlsx up to the limit', () => {
    expect(fileProblem(file('q.csv', 10), 100)).toBeNull();
    expect(fileProblem(file('Q.XLSX', 100), 100)).toBeNull();
  });
  it('refuses other types and larger files', () => {
    expect(fileProblem(file('q.xls', 10), 100)).toBe('type');
    expect(fileProblem(file('q.csv', 101), 100)).toBe('size');
  });
});
