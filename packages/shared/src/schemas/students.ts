import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { paginationQuery, uuidParam } from './common.ts';

/**
 * An institute's students (issue 11, "Students"): the organisation's accounts with the student
 * role, their guardian, their batches (groups with isBatch) and whether they may sign in.
 * Staff of the organisation manage them; a superAdmin any organisation's.
 */

export const STUDENT_STATUSES = ['active', 'deactivated'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];
/** Rows in one import file; 500 must import in under 10 s. */
export const STUDENT_IMPORT_MAX_ROWS = 1000;
export const STUDENT_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const STUDENT_EXPORT_MAX_ROWS = 10_000;
/** How long the set-password link mailed to a new student stays good. */
export const STUDENT_SET_PASSWORD_TTL_DAYS = 7;

/** The import file's columns (first row the header); `batches` holds batch names separated by `;`. */
export const STUDENT_IMPORT_COLUMNS = [
  'name',
  'username',
  'email',
  'mobile',
  'guardian_name',
  'guardian_mobile',
  'guardian_email',
  'guardian_language',
  'batches',
] as const;
export type StudentImportColumn = (typeof STUDENT_IMPORT_COLUMNS)[number];

/**
 * An Indian mobile number as people write it (spaces, dashes, +91, 91 or a leading 0) reduced
 * to its 10 digits, or null when it is not one (10 digits starting 6 to 9).
 */
export function normalizeMobile(value: string): string | null {
  let digits = value.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[6-9][0-9]{9}$/.test(digits) ? digits : null;
}

export const USERNAME_PATTERN = /^[a-z0-9_.]{3,30}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Blank text counts as not given. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .nullable()
    .transform((v) => v || undefined);

const mobile = z
  .string()
  .optional()
  .nullable()
  .transform((v, ctx) => {
    if (!v?.trim()) return undefined;
    const normal = normalizeMobile(v);
    if (!normal) {
      ctx.addIssue({ code: 'custom', message: 'Enter a 10-digit Indian mobile number' });
      return z.NEVER;
    }
    return normal;
  });

const email = z
  .string()
  .trim()
  .max(254)
  .optional()
  .nullable()
  .transform((v, ctx) => {
    if (!v) return undefined;
    if (!EMAIL_PATTERN.test(v)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid email address' });
      return z.NEVER;
    }
    return v.toLowerCase();
  });

const username = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v, ctx) => {
    if (!v) return undefined;
    const lower = v.toLowerCase();
    if (!USERNAME_PATTERN.test(lower)) {
      ctx.addIssue({ code: 'custom', message: 'Username: 3 to 30 letters, numbers, _ or .' });
      return z.NEVER;
    }
    return lower;
  });

const studentName = z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters');
const batchIds = z
  .array(uuidParam, { message: 'Must be a list of valid ids' })
  .max(50, 'Choose at most 50 batches')
  .transform((ids) => [...new Set(ids)]);

const guardianFields = {
  guardianName: optionalText(100, 'Name must be at most 100 characters'),
  guardianMobile: mobile,
  guardianEmail: email,
  guardianLanguage: z.enum(LANGUAGES, { message: 'Choose Hindi or English' }).optional(),
};

export const studentOrgParams = z.object({ organizationId: uuidParam });
export const studentParams = z.object({ organizationId: uuidParam, studentId: uuidParam });

const studentFilters = {
  search: z.string().trim().max(100).optional(),
  batchId: uuidParam.optional(),
  status: z.enum(STUDENT_STATUSES, { message: 'Choose active or deactivated' }).optional(),
};
export const studentListQuery = paginationQuery.extend(studentFilters);
export type StudentListQuery = z.input<typeof studentListQuery>;
export const studentExportQuery = z.object({
  format: z.enum(['csv', 'xlsx'], { message: 'Choose csv or xlsx' }).default('csv'),
  ...studentFilters,
});
export type StudentExportQuery = z.input<typeof studentExportQuery>;
export const studentTemplateQuery = z.object({ format: z.enum(['csv', 'xlsx'], { message: 'Choose csv or xlsx' }).default('csv') });

export const studentBatch = z.object({ id: z.string(), name: z.string() });
export const student = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  /** Null when the student was enrolled without one. */
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  guardianName: z.string().nullable(),
  guardianMobile: z.string().nullable(),
  guardianEmail: z.string().nullable(),
  guardianLanguage: z.enum(LANGUAGES),
  status: z.enum(STUDENT_STATUSES),
  batches: z.array(studentBatch),
  joinedAt: z.string(),
});
export type Student = z.infer<typeof student>;
export const studentList = z.object({ data: z.array(student), total: z.number().int() });
export type StudentList = z.infer<typeof studentList>;

export const studentCreate = z
  .object({
    name: studentName,
    username,
    email,
    mobile,
    ...guardianFields,
    batchIds: batchIds.default([]),
  })
  .refine((b) => b.username || b.email || b.mobile, { message: 'Give a username, an email or a mobile number', path: ['username'] });
export type StudentCreate = z.input<typeof studentCreate>;

export const studentUpdate = z
  .object({
    name: studentName.optional(),
    email,
    mobile,
    ...guardianFields,
    batchIds: batchIds.optional(),
    status: z.enum(STUDENT_STATUSES, { message: 'Choose active or deactivated' }).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to update');
export type StudentUpdate = z.input<typeof studentUpdate>;

/**
 * How the student signs in for the first time: a set-password link mailed to them, or a
 * one-time password shown once to the admin to print (only its hash is kept).
 */
export const studentCredentials = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('link'), email: z.string() }),
  z.object({ kind: z.literal('password'), username: z.string(), password: z.string() }),
]);
export type StudentCredentials = z.infer<typeof studentCredentials>;
export const studentCreated = z.object({ student, credentials: studentCredentials });
export type StudentCreated = z.infer<typeof studentCreated>;

export const studentImportRowError = z.object({ column: z.string().nullable(), message: z.string() });
export const studentImportRow = z.object({
  /** The spreadsheet row number (the header is row 1). */
  row: z.number().int(),
  ok: z.boolean(),
  errors: z.array(studentImportRowError),
  name: z.string(),
  /** The username to be created (derived from the name when the cell is blank). */
  username: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  guardianName: z.string().nullable(),
  guardianMobile: z.string().nullable(),
  batches: z.array(z.string()),
});
export type StudentImportRow = z.infer<typeof studentImportRow>;
export const studentImportReport = z.object({
  rows: z.array(studentImportRow),
  validCount: z.number().int(),
  errorCount: z.number().int(),
});
export type StudentImportReport = z.infer<typeof studentImportReport>;
export const studentImportResult = z.object({
  created: z.number().int(),
  /** One per created student, in file order: shown once, to print. */
  passwords: z.array(z.object({ name: z.string(), username: z.string(), password: z.string() })),
});
export type StudentImportResult = z.infer<typeof studentImportResult>;
