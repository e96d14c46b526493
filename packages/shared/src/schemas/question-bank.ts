import { z } from 'zod';
import { isKnownTopic } from '../taxonomy/taxonomy.ts';
import { bilingual } from './exams.ts';

/**
 * The organisation's question bank: one question model shared by the exam engine and the
 * practice features. Options get ids 'a', 'b', 'c'… by position.
 */

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const difficulty = z.enum(DIFFICULTIES, { message: 'Choose easy, medium or hard' });
export type Difficulty = z.infer<typeof difficulty>;
export const OPTION_IDS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
export const MIN_OPTIONS = 2;

const optionText = z.string().trim().max(2000, 'An option must be at most 2000 characters');

export const questionOptionInput = z
  .object({ hi: optionText.optional(), en: optionText.optional(), isCorrect: z.boolean() })
  .refine((o) => Boolean(o.hi || o.en), 'Every option needs text in Hindi or English');

export const questionInput = z
  .object({
    subject: z.string().trim().min(1, 'Choose a subject').max(60),
    topic: z.string().trim().min(1, 'Choose a topic').max(80),
    difficulty: difficulty.default('medium'),
    text: bilingual,
    options: z
      .array(questionOptionInput)
      .min(MIN_OPTIONS, 'A question needs at least 2 options')
      .max(OPTION_IDS.length, 'A question can have at most 6 options'),
    explanation: bilingual.default({}),
    imageUrl: z
      .union([z.url({ protocol: /^https?$/ }), z.string().regex(/^\/api\/files\//), z.literal('')], {
        message: 'Enter a full link starting with https://',
      })
      .nullable()
      .optional()
      .transform((v) => v || null),
  })
  .refine((q) => Boolean(q.text.hi || q.text.en), { message: 'Write the question in Hindi or English', path: ['text'] })
  .refine((q) => q.options.some((o) => o.isCorrect), { message: 'Mark at least one option as correct', path: ['options'] })
  .refine((q) => isKnownTopic(q.subject, q.topic), { message: 'Choose a subject and topic from the list', path: ['topic'] });
export type QuestionInput = z.input<typeof questionInput>;

export const bankOption = z.object({ id: z.string(), hi: z.string().optional(), en: z.string().optional() });
/** A bank question as its authors see it, answer included (staff only). */
export const bankQuestion = z.object({
  id: z.string(),
  subject: z.string(),
  topic: z.string(),
  difficulty,
  text: bilingual,
  options: z.array(bankOption),
  correctOptionIds: z.array(z.string()),
  explanation: bilingual,
  imageUrl: z.string().nullable(),
  languages: z.array(z.enum(['hi', 'en'])),
  usedInSections: z.number().int(),
  updatedAt: z.string(),
});
export type BankQuestion = z.infer<typeof bankQuestion>;

export const bankQuery = z.object({
  subject: z.string().trim().max(60).optional(),
  topic: z.string().trim().max(80).optional(),
  difficulty: difficulty.optional(),
  /** Questions that have text in this language. */
  language: z.enum(['hi', 'en']).optional(),
  search: z.string().trim().max(100).optional(),
  /** Comma-separated question ids: a section's questions in one request. */
  ids: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.split(',').map((id) => id.trim()) : undefined))
    .pipe(
      z
        .array(z.uuid({ message: 'Must be a list of valid ids' }))
        .max(100, { message: 'At most 100 ids at once' })
        .optional(),
    ),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type BankQuery = z.infer<typeof bankQuery>;
export const bankList = z.object({
  data: z.array(bankQuestion),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type BankList = z.infer<typeof bankList>;
export const questionIdParams = z.object({ questionId: z.uuid({ message: 'Must be a valid id' }) });

/**
 * Bulk import columns (CSV or XLSX, first row the header). Options 5 and 6 are optional;
 * `correct` holds option numbers, e.g. `2` or `1,3`.
 */
export const IMPORT_COLUMNS = [
  'subject',
  'topic',
  'difficulty',
  'question_hi',
  'question_en',
  'option1_hi',
  'option1_en',
  'option2_hi',
  'option2_en',
  'option3_hi',
  'option3_en',
  'option4_hi',
  'option4_en',
  'option5_hi',
  'option5_en',
  'option6_hi',
  'option6_en',
  'correct',
  'explanation_hi',
  'explanation_en',
  'image_url',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const IMPORT_MAX_ROWS = 2000;
export const importTemplateQuery = z.object({ format: z.enum(['csv', 'xlsx'], { message: 'Choose csv or xlsx' }).default('csv') });
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Multipart fields beside an import's file: the subject and topic given to every question that
 * names none (an Aiken file never does; GIFT and Moodle XML only with categories). A topic
 * default applies only to questions of the default subject or of no subject.
 */
export const importDefaults = z.object({
  defaultSubject: z.string().trim().max(60, 'Choose a subject from the list').optional(),
  defaultTopic: z.string().trim().max(80, 'Choose a subject and topic from the list').optional(),
});
export type ImportDefaults = { subject?: string; topic?: string };

export const importRowError = z.object({ column: z.string().nullable(), message: z.string() });
export const importRow = z.object({
  /** The spreadsheet row number (the header is row 1). */
  row: z.number().int(),
  ok: z.boolean(),
  errors: z.array(importRowError),
  /** What would be saved, for the preview table. */
  preview: z
    .object({
      subject: z.string(),
      topic: z.string(),
      difficulty: z.string(),
      text: bilingual,
      optionCount: z.number().int(),
      correct: z.string(),
      /** The row brings a picture (an image link, or one embedded in a Moodle XML question). */
      hasImage: z.boolean().optional(),
    })
    .nullable(),
});
export type ImportRow = z.infer<typeof importRow>;
export const importReport = z.object({
  rows: z.array(importRow),
  validCount: z.number().int(),
  errorCount: z.number().int(),
  /** Set by the real import: how many questions were saved (0 when any row failed). */
  imported: z.number().int(),
  /** Questions of a kind Pariksha does not hold (Moodle essay, matching…): named, not imported. */
  skipped: z.array(z.object({ row: z.number().int(), name: z.string(), type: z.string() })).optional(),
});
export type ImportReport = z.infer<typeof importReport>;

/** GET /api/question-bank/export/moodle-xml: the bank (or one subject/topic) as Moodle XML. */
export const EXPORT_MAX_QUESTIONS = 2000;
export const bankExportQuery = z.object({
  subject: z.string().trim().max(60).optional(),
  topic: z.string().trim().max(80).optional(),
  difficulty: difficulty.optional(),
});
export type BankExportQuery = z.infer<typeof bankExportQuery>;
