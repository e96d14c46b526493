import { z } from 'zod';
import { uuidParam } from './common.ts';
import { bilingual } from './exams.ts';

/**
 * Discussion after a live test closes (issue 16): each question of a test has a thread where
 * students post doubts, staff and peers answer, everyone upvotes and the exam's staff mark the
 * best answer. Opened only once the live window has ended (practice and mock tests: once the
 * caller has submitted the test), so nobody shares answers during it.
 */
export const DISCUSSION_TEXT_MAX = 2000;

/** Bidirectional overrides and isolates can make text read differently from what it is. */
const SPOOFING = /[\u202A-\u202E\u2066-\u2069]/g;
/** Control characters other than the line break and the tab (PostgreSQL cannot even store NUL). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/**
 * Plain text as it is stored: NFC (so Hindi typed on two keyboards compares alike), line breaks
 * unified, no control or direction-override characters, at most one blank line in a row,
 * trimmed. The web renders it as text with KaTeX for `$…$`, so no HTML can reach the page;
 * ZWJ and ZWNJ stay, since Devanagari needs them.
 */
export function cleanDiscussionText(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .replace(SPOOFING, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Characters as a person counts them (code points): an emoji or a Devanagari sign is one. */
export const codePointLength = (s: string) => [...s].length;

export const discussionText = z
  .string({ message: 'Write your question or answer' })
  .transform(cleanDiscussionText)
  .refine((s) => s.length > 0, 'Write your question or answer')
  .refine((s) => codePointLength(s) <= DISCUSSION_TEXT_MAX, 'A post can be at most 2000 characters');

export const examDiscussionParams = z.object({ examId: uuidParam });
export const discussionParams = z.object({ examId: uuidParam, questionId: uuidParam });
export const discussionPostParams = z.object({ postId: uuidParam });

/** POST /api/exams/:examId/questions/:questionId/discussion/posts: a doubt, or an answer to one (parentId). */
export const newDiscussionPost = z.object({
  body: discussionText,
  parentId: uuidParam.optional(),
});
export type NewDiscussionPost = z.input<typeof newDiscussionPost>;

export const discussionAuthor = z.object({
  id: z.string(),
  name: z.string(),
  /** Staff of the exam's organisation (their answers carry a badge). */
  isStaff: z.boolean(),
});

export const discussionPost = z.object({
  id: z.string(),
  /** Null for a doubt; the doubt's id for an answer. */
  parentId: z.string().nullable(),
  /** Null once removed (its answers stay). */
  author: discussionAuthor.nullable(),
  body: z.string().nullable(),
  removed: z.enum(['author', 'staff']).nullable(),
  upvotes: z.number().int(),
  upvotedByMe: z.boolean(),
  isBest: z.boolean(),
  /** The caller wrote it (may delete it). */
  mine: z.boolean(),
  createdAt: z.string(),
});
export type DiscussionPost = z.infer<typeof discussionPost>;

export const discussionDoubt = discussionPost.extend({ answers: z.array(discussionPost) });
export type DiscussionDoubt = z.infer<typeof discussionDoubt>;

export const discussionThread = z.object({
  examId: z.string(),
  questionId: z.string(),
  examTitle: bilingual,
  examKind: z.enum(['practice', 'live', 'mock']),
  question: z.object({
    text: bilingual,
    options: z.array(z.object({ id: z.string(), hi: z.string().optional(), en: z.string().optional() })),
    correctOptionIds: z.array(z.string()),
    explanation: bilingual,
  }),
  /** The caller is staff of the exam's organisation: marks best answers, hides posts. */
  canModerate: z.boolean(),
  /** Doubts, most upvoted first; each with its answers (best first, then by upvotes). */
  doubts: z.array(discussionDoubt),
});
export type DiscussionThread = z.infer<typeof discussionThread>;

/** GET /api/exams/:examId/discussions: which questions of the test are being discussed. */
export const examDiscussionList = z.object({
  examId: z.string(),
  threads: z.array(
    z.object({
      questionId: z.string(),
      doubts: z.number().int(),
      answers: z.number().int(),
      lastPostAt: z.string(),
    }),
  ),
});
export type ExamDiscussionList = z.infer<typeof examDiscussionList>;

export const upvoteState = z.object({ postId: z.string(), upvotes: z.number().int(), upvotedByMe: z.boolean() });
export type UpvoteState = z.infer<typeof upvoteState>;
