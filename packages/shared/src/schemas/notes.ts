import { z } from 'zod';
import { isKnownTopic, SUBJECT_KEYS } from '../taxonomy/taxonomy.ts';
import { uuidParam } from './common.ts';
import { bilingual, bilingualTitle } from './exams.ts';

/**
 * Study material: rich-text notes and PDFs by subject and topic. An organisation's material
 * is for its own members; the default organisation's is platform-wide (decisions "Practice").
 */

/** Characters of HTML per language; a long chapter summary is ~30,000. */
export const NOTE_HTML_MAX = 100_000;
/** The default PDF size limit; the server's PDF_MAX_MB setting may change it. */
export const PDF_MAX_BYTES_DEFAULT = 20 * 1024 * 1024;

/**
 * `text.replace(tag, by)` where `tag` ends in `[^>]*>`, run only up to the last '>': past it,
 * each '<' would scan to the end of the string for a '>' that never comes (100,000 of them
 * took 9 s, and htmlToText runs on raw input in the schema below). Nothing after the last '>'
 * can be a tag, so the result is the same.
 */
function replaceTags(text: string, tag: RegExp, by: string): string {
  const end = text.lastIndexOf('>') + 1;
  return text.slice(0, end).replace(tag, by) + text.slice(end);
}

/** Visible text of (sanitised) note HTML: tags dropped, entities and whitespace folded. */
export function htmlToText(html: string | undefined | null): string {
  if (!html) return '';
  const withBreaks = replaceTags(html, /<(br|\/p|\/h\d|\/li|\/tr|\/td|\/th|\/blockquote|\/pre)\b[^>]*>/gi, ' ');
  return replaceTags(withBreaks, /<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const subjectKey = z
  .string({ message: 'Choose a subject from the list' })
  .trim()
  .refine((key) => SUBJECT_KEYS.includes(key), 'Choose a subject from the list');
/** Optional: a note or PDF may cover a whole subject. Empty means none. */
const topicKey = z
  .string()
  .trim()
  .max(80)
  .nullable()
  .optional()
  .transform((v) => v || null);

const topicOfSubject = (v: { subject: string; topic: string | null }) => !v.topic || isKnownTopic(v.subject, v.topic);
const TOPIC_MESSAGE = { message: 'Choose a topic of this subject from the list', path: ['topic'] };

const noteHtml = z.string().max(NOTE_HTML_MAX, 'A note can be at most 100,000 characters long');

export const noteInput = z
  .object({
    title: bilingualTitle,
    subject: subjectKey,
    topic: topicKey,
    body: z.object({ hi: noteHtml.optional(), en: noteHtml.optional() }),
  })
  .refine(topicOfSubject, TOPIC_MESSAGE)
  .refine((n) => Boolean(htmlToText(n.body.hi) || htmlToText(n.body.en)), {
    message: 'Write the note in Hindi or English',
    path: ['body'],
  });
export type NoteInput = z.input<typeof noteInput>;
/** A note as the server receives it after validation. */
export type NoteValues = z.output<typeof noteInput>;

const listQuery = {
  subject: z.string().trim().max(60).optional(),
  topic: z.string().trim().max(80).optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
};

export const noteListQuery = z.object(listQuery);
export type NoteListQuery = z.infer<typeof noteListQuery>;

const language = z.enum(['hi', 'en']);

/** Who owns a piece of material and what the caller may do with it. */
const ownership = {
  organizationId: z.string(),
  organizationName: z.string(),
  /** The default organisation's material, seen by everyone signed in. */
  isPlatform: z.boolean(),
};

export const noteSummary = z.object({
  id: z.string(),
  title: bilingual,
  subject: z.string(),
  topic: z.string().nullable(),
  /** The first words of each language's text, for the list. */
  excerpt: bilingual,
  languages: z.array(language),
  ...ownership,
  authorName: z.string().nullable(),
  updatedAt: z.string(),
  /** Staff of the owning organisation may edit and delete it. */
  canEdit: z.boolean(),
});
export type NoteSummary = z.infer<typeof noteSummary>;

export const noteDetail = noteSummary.extend({
  /** Sanitised HTML, safe to render. */
  body: z.object({ hi: z.string().optional(), en: z.string().optional() }),
});
export type NoteDetail = z.infer<typeof noteDetail>;

export const noteList = z.object({
  data: z.array(noteSummary),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** The caller is staff and may write notes for their organisation. */
  canWrite: z.boolean(),
});
export type NoteList = z.infer<typeof noteList>;

export const noteIdParams = z.object({ noteId: uuidParam });

// ---------- PDFs ----------

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v || undefined);

/**
 * The form fields sent beside the file (multipart/form-data), flat because form fields are
 * strings. The server reads them into the same shape as a note's metadata.
 */
export const pdfUploadFields = z
  .object({
    titleHi: optionalText(200, 'Title must be at most 200 characters'),
    titleEn: optionalText(200, 'Title must be at most 200 characters'),
    subject: subjectKey,
    topic: topicKey,
    descriptionHi: optionalText(1000, 'A description can be at most 1000 characters'),
    descriptionEn: optionalText(1000, 'A description can be at most 1000 characters'),
  })
  .refine((f) => Boolean(f.titleHi || f.titleEn), { message: 'Enter a title in Hindi or English', path: ['titleHi'] })
  .refine(topicOfSubject, TOPIC_MESSAGE);
export type PdfUploadFields = z.input<typeof pdfUploadFields>;
export type PdfUploadValues = z.output<typeof pdfUploadFields>;

export const pdfListQuery = z.object(listQuery);
export type PdfListQuery = z.infer<typeof pdfListQuery>;

export const pdfSummary = z.object({
  id: z.string(),
  title: bilingual,
  description: bilingual,
  subject: z.string(),
  topic: z.string().nullable(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  ...ownership,
  uploaderName: z.string().nullable(),
  createdAt: z.string(),
  canDelete: z.boolean(),
});
export type PdfSummary = z.infer<typeof pdfSummary>;

export const pdfList = z.object({
  data: z.array(pdfSummary),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** The caller is staff and may upload PDFs for their organisation. */
  canUpload: z.boolean(),
  /** The server's size limit, so the form can refuse a big file before sending it. */
  maxBytes: z.number().int(),
});
export type PdfList = z.infer<typeof pdfList>;

export const pdfIdParams = z.object({ pdfId: uuidParam });
/** Which title names the downloaded file; the caller's language by default. */
export const pdfDownloadQuery = z.object({ lang: language.optional() });
