import { localize } from '@pariksha/shared/messages';
import {
  EMAIL_PATTERN,
  normalizeMobile,
  STUDENT_IMPORT_COLUMNS,
  USERNAME_PATTERN,
  type StudentImportColumn,
} from '@pariksha/shared/schemas/students';
import { AppError } from '../../lib/errors.ts';
import type { SheetRow } from '../../lib/sheets/parse.ts';

/**
 * Turning the rows of a student sheet into students to enrol, each with the errors that need
 * no database (missing name, bad mobile or email, duplicates inside the file). Pure; the
 * service adds what the database knows (usernames and emails taken, unknown batches).
 */

export type RowError = { column: string | null; message: string };
export type StudentCandidate = {
  row: number;
  name: string;
  /** As written; the service derives one from the name when blank. */
  username: string | null;
  email: string | null;
  mobile: string | null;
  guardianName: string | null;
  guardianMobile: string | null;
  guardianEmail: string | null;
  guardianLanguage: 'hi' | 'en';
  batches: string[];
  errors: RowError[];
};

const KNOWN = new Set<string>(STUDENT_IMPORT_COLUMNS);
const headerKey = (s: string) =>
  s
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

export function readStudentHeader(values: string[]): Map<StudentImportColumn, number> {
  const columns = new Map<StudentImportColumn, number>();
  values.forEach((v, i) => {
    const key = headerKey(v);
    if (KNOWN.has(key) && !columns.has(key as StudentImportColumn)) columns.set(key as StudentImportColumn, i);
  });
  if (!columns.has('name')) {
    throw new AppError(
      'VALIDATION_FAILED',
      'The file is missing the columns: {{columns}}',
      { missingColumns: ['name'] },
      { columns: 'name' },
    );
  }
  return columns;
}

const LANGUAGE_WORDS: Record<string, 'hi' | 'en'> = {
  hi: 'hi',
  hindi: 'hi',
  हिन्दी: 'hi',
  हिंदी: 'hi',
  en: 'en',
  english: 'en',
  अंग्रेज़ी: 'en',
  अंग्रेजी: 'en',
};

/** Batch names separated by `;` (or `,`), as the template shows. */
export const splitBatches = (cell: string) => [
  ...new Set(
    cell
      .split(/[;,]/)
      .map((s) => s.trim().replace(/\s+/g, ' '))
      .filter(Boolean),
  ),
];

export function readStudentRows(rows: SheetRow[], lang: string): StudentCandidate[] {
  const [header, ...body] = rows;
  const columns = readStudentHeader(header?.values ?? []);
  const t = (m: string) => localize(m, lang);
  const cell = (r: SheetRow, c: StudentImportColumn) => {
    const i = columns.get(c);
    return i === undefined ? '' : (r.values[i] ?? '').trim();
  };
  const seenUsernames = new Map<string, number>();
  const seenEmails = new Map<string, number>();
  return body.map((r) => {
    const errors: RowError[] = [];
    const fail = (column: string | null, message: string) => errors.push({ column, message: t(message) });
    const name = cell(r, 'name').replace(/\s+/g, ' ');
    if (!name) fail('name', 'Name is required');
    else if (name.length > 100) fail('name', 'Name must be at most 100 characters');

    const usernameCell = cell(r, 'username').toLowerCase();
    let username: string | null = null;
    if (usernameCell) {
      if (!USERNAME_PATTERN.test(usernameCell)) fail('username', 'Username: 3 to 30 letters, numbers, _ or .');
      else username = usernameCell;
    }
    const email = checkEmail(cell(r, 'email'), 'email', fail);
    const mobile = checkMobile(cell(r, 'mobile'), 'mobile', fail);
    const guardianName = cell(r, 'guardian_name') || null;
    if (guardianName && guardianName.length > 100) fail('guardian_name', 'Name must be at most 100 characters');
    const guardianMobile = checkMobile(cell(r, 'guardian_mobile'), 'guardian_mobile', fail);
    const guardianEmail = checkEmail(cell(r, 'guardian_email'), 'guardian_email', fail);
    const languageCell = cell(r, 'guardian_language').toLowerCase();
    const guardianLanguage = languageCell ? LANGUAGE_WORDS[languageCell] : 'hi';
    if (!guardianLanguage) fail('guardian_language', 'Choose Hindi or English');

    if (username) {
      const first = seenUsernames.get(username);
      if (first !== undefined)
        errors.push({ column: 'username', message: localize('The same username is on row {{row}}', lang, { row: first }) });
      else seenUsernames.set(username, r.row);
    }
    if (email) {
      const first = seenEmails.get(email);
      if (first !== undefined)
        errors.push({ column: 'email', message: localize('The same email is on row {{row}}', lang, { row: first }) });
      else seenEmails.set(email, r.row);
    }
    return {
      row: r.row,
      name,
      username,
      email,
      mobile,
      guardianName,
      guardianMobile,
      guardianEmail,
      guardianLanguage: guardianLanguage ?? 'hi',
      batches: splitBatches(cell(r, 'batches')),
      errors,
    };
  });
}

function checkEmail(value: string, column: string, fail: (c: string, m: string) => void): string | null {
  if (!value) return null;
  if (value.length > 254 || !EMAIL_PATTERN.test(value)) {
    fail(column, 'Enter a valid email address');
    return null;
  }
  return value.toLowerCase();
}

function checkMobile(value: string, column: string, fail: (c: string, m: string) => void): string | null {
  if (!value) return null;
  const normal = normalizeMobile(value);
  if (!normal) fail(column, 'Enter a 10-digit Indian mobile number');
  return normal;
}

/**
 * A username stem from a name: Latin letters and digits joined by dots ("Ravi Kumar" ->
 * "ravi.kumar"); a name in another script gives "student". The service adds a number when
 * the stem is taken.
 */
export function usernameStem(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 20)
    .replace(/\.+$/, '');
  return ascii.length >= 3 ? ascii : 'student';
}

/** The first of stem, stem1, stem2... not in `taken` (which it then joins). */
export function freeUsername(stem: string, taken: Set<string>): string {
  let candidate = stem;
  for (let n = 1; taken.has(candidate); n++) candidate = `${stem}${n}`;
  taken.add(candidate);
  return candidate;
}
