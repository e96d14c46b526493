import { describe, expect, it } from 'vitest';
import { normalizeMobile } from '@pariksha/shared/schemas/students';
import { freeUsername, readStudentRows, splitBatches, usernameStem } from './import-rows.ts';

describe('normalizeMobile', () => {
  it('reads the ways people write an Indian mobile and refuses the rest', () => {
    for (const v of ['9876543210', '+91 98765 43210', '919876543210', '09876543210', '98765-43210'])
      expect(normalizeMobile(v)).toBe('9876543210');
    for (const v of ['12345', '5876543210', '98765432100', 'abcdefghij', '+1 9876543210']) expect(normalizeMobile(v)).toBeNull();
  });
});

describe('usernames from names', () => {
  it('keeps Latin letters and digits joined by dots, else "student"', () => {
    expect(usernameStem('Ravi Kumar')).toBe('ravi.kumar');
    expect(usernameStem('  José  Ñúñez ')).toBe('jose.nunez');
    expect(usernameStem('प्रिया शर्मा')).toBe('student');
    expect(usernameStem('A very long name that goes on and on')).toHaveLength(20);
  });
  it('numbers a stem that is taken', () => {
    const taken = new Set(['ravi.kumar', 'ravi.kumar1']);
    expect(freeUsername('ravi.kumar', taken)).toBe('ravi.kumar2');
    expect(freeUsername('ravi.kumar', taken)).toBe('ravi.kumar3');
  });
});

describe('readStudentRows', () => {
  const sheet = (...rows: string[][]) => rows.map((values, i) => ({ row: i + 1, values }));
  it('maps headers in any case and order, checks each row and finds duplicates in the file', () => {
    const rows = readStudentRows(
      sheet(
        ['Batches', 'Name', 'Mobile', 'Username', 'Guardian Language'],
        ['A; B;A', 'Ravi', '9876543210', 'Ravi1', 'English'],
        ['', '', '123', 'ravi1', 'fr'],
      ),
      'en',
    );
    expect(rows[0]).toMatchObject({
      row: 2,
      name: 'Ravi',
      username: 'ravi1',
      mobile: '9876543210',
      guardianLanguage: 'en',
      batches: ['A', 'B'],
      errors: [],
    });
    expect(rows[1]!.errors.map((e) => e.column)).toEqual(['name', 'mobile', 'guardian_language', 'username']);
    expect(rows[1]!.errors[3]!.message).toBe('The same username is on row 2');
  });
  it('refuses a sheet without a name column', () => {
    expect(() => readStudentRows(sheet(['username'], ['x']), 'en')).toThrow('The file is missing the columns');
  });
  it('splits batch names on ; and ,', () => expect(splitBatches(' Morning ;Evening, Morning ')).toEqual(['Morning', 'Evening']));
});
