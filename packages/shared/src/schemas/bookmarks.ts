import { z } from 'zod';
import { uuidParam } from './common.ts';
import { answeredQuestion } from './practice.ts';

/** Bookmarks: any question shown anywhere (practice, quiz, daily problem, exam review), one list. */
export const BOOKMARK_SOURCES = ['practice', 'quiz', 'potd', 'exam'] as const;
export type BookmarkSource = (typeof BOOKMARK_SOURCES)[number];
export const bookmarkSource = z.enum(BOOKMARK_SOURCES, { message: 'Choose practice, quiz, potd or exam' });

export const bookmarkParams = z.object({ questionId: uuidParam });
export const bookmarkRequest = z.object({ source: bookmarkSource });
export type BookmarkRequest = z.infer<typeof bookmarkRequest>;
export const bookmarkState = z.object({ bookmarked: z.boolean() });
export type BookmarkState = z.infer<typeof bookmarkState>;

export const bookmarkListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  source: bookmarkSource.optional(),
  subject: z.string().trim().min(1).max(60).optional(),
});
export type BookmarkListQuery = z.input<typeof bookmarkListQuery>;

export const bookmarkItem = z.object({
  question: answeredQuestion,
  source: bookmarkSource,
  createdAt: z.string(),
});
export type BookmarkItem = z.infer<typeof bookmarkItem>;
export const bookmarkList = z.object({
  data: z.array(bookmarkItem),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type BookmarkList = z.infer<typeof bookmarkList>;

export const BOOKMARK_STATUS_MAX_IDS = 100;
/** GET /api/bookmarks/status?ids=uuid,uuid: which of these the caller has bookmarked. */
export const bookmarkStatusQuery = z.object({
  ids: z
    .string()
    .max(BOOKMARK_STATUS_MAX_IDS * 37, 'Ask for at most 100 questions at once')
    .transform((s) =>
      s
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(uuidParam).min(1, 'Give at least one question id').max(BOOKMARK_STATUS_MAX_IDS, 'Ask for at most 100 questions at once')),
});
export const bookmarkStatus = z.object({ bookmarked: z.array(z.string()) });
export type BookmarkStatus = z.infer<typeof bookmarkStatus>;
