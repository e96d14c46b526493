import { z } from 'zod';
import { isKnownTopic, SUBJECT_KEYS } from '../taxonomy/taxonomy.ts';
import { uuidParam } from './common.ts';
import { RATINGS } from '../flash-cards/ratings.ts';

/**
 * Flash cards: decks of two-sided cards (each side in Hindi and/or English), reviewed with
 * FSRS (ts-fsrs on the server). A deck is private to its owner or public to the owner's
 * organisation (the default organisation's public decks are platform-wide); a public deck is
 * copied, never shared, so every review state belongs to one user's own card.
 */

export const CARD_TEXT_MAX = 4000;
export const DECK_TITLE_MAX = 120;
export const DECK_DESCRIPTION_MAX = 1000;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : undefined));

/** One side of a card: Hindi, English or both. */
export const cardSide = z
  .object({
    hi: optionalText(CARD_TEXT_MAX, 'A card side must be at most 4000 characters'),
    en: optionalText(CARD_TEXT_MAX, 'A card side must be at most 4000 characters'),
  })
  .refine((s) => Boolean(s.hi || s.en), 'Write this side in Hindi or English');
export type CardSide = z.infer<typeof cardSide>;

export const deckTitle = z
  .object({
    hi: optionalText(DECK_TITLE_MAX, 'Deck title must be at most 120 characters'),
    en: optionalText(DECK_TITLE_MAX, 'Deck title must be at most 120 characters'),
  })
  .refine((t) => Boolean(t.hi || t.en), 'Enter a deck title in Hindi or English');

export const deckDescription = z.object({
  hi: optionalText(DECK_DESCRIPTION_MAX, 'Description must be at most 1000 characters'),
  en: optionalText(DECK_DESCRIPTION_MAX, 'Description must be at most 1000 characters'),
});

/** Bilingual text as stored and sent back (either language may be missing). */
export const bilingualText = z.object({ hi: z.string().optional(), en: z.string().optional() });
export type BilingualText = z.infer<typeof bilingualText>;

export const DECK_VISIBILITIES = ['private', 'public'] as const;
export const deckVisibility = z.enum(DECK_VISIBILITIES, { message: 'Choose private or public' });
export type DeckVisibility = z.infer<typeof deckVisibility>;

export { RATINGS };
export const rating = z.enum(RATINGS, { message: 'Rate the card again, hard, good or easy' });
export type FlashRating = z.infer<typeof rating>;

/** FSRS card states, as ts-fsrs numbers them. */
export const CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type CardState = (typeof CARD_STATES)[number];

const subjectField = z
  .string()
  .refine((s) => SUBJECT_KEYS.includes(s), 'Choose a subject from the list')
  .nullable()
  .optional();
const topicField = z.string().max(100).nullable().optional();

const deckFields = z.object({
  title: deckTitle,
  description: deckDescription.optional(),
  subject: subjectField,
  topic: topicField,
  visibility: deckVisibility.optional(),
});

const topicMatchesSubject = (d: { subject?: string | null; topic?: string | null }) =>
  !d.topic || (Boolean(d.subject) && isKnownTopic(d.subject!, d.topic));

export const deckCreate = deckFields.refine(topicMatchesSubject, { message: 'Choose a topic of the chosen subject', path: ['topic'] });
export type DeckCreate = z.infer<typeof deckCreate>;

export const deckUpdate = deckFields
  .partial()
  .refine((d) => Object.values(d).some((v) => v !== undefined), 'Nothing to update')
  .refine(topicMatchesSubject, { message: 'Choose a topic of the chosen subject', path: ['topic'] });
export type DeckUpdate = z.infer<typeof deckUpdate>;

export const cardCreate = z.object({ front: cardSide, back: cardSide });
export type CardCreate = z.infer<typeof cardCreate>;
export const cardUpdate = z
  .object({ front: cardSide.optional(), back: cardSide.optional() })
  .refine((c) => Boolean(c.front || c.back), 'Nothing to update');
export type CardUpdate = z.infer<typeof cardUpdate>;

export const deckSummary = z.object({
  id: z.string(),
  title: bilingualText,
  description: bilingualText,
  subject: z.string().nullable(),
  topic: z.string().nullable(),
  visibility: deckVisibility,
  /** 'mistakes' for the deck made from wrong answers; null for ordinary decks. */
  kind: z.enum(['mistakes']).nullable(),
  cardCount: z.number().int(),
  /** Cards to review now (new ones included). Only for the caller's own decks. */
  dueCount: z.number().int(),
  newCount: z.number().int(),
  /** The next moment a card of the deck falls due, when none is due now. */
  nextDueAt: z.string().nullable(),
  isOwner: z.boolean(),
  ownerName: z.string(),
  /** The deck this one was copied from, if any. */
  copiedFromId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeckSummary = z.infer<typeof deckSummary>;

export const deckList = z.object({
  data: z.array(deckSummary),
  totalDue: z.number().int(),
  nextDueAt: z.string().nullable(),
});
export type DeckList = z.infer<typeof deckList>;

export const flashCard = z.object({
  id: z.string(),
  deckId: z.string(),
  front: bilingualText,
  back: bilingualText,
  /** The question the card was made from, if any. */
  questionId: z.string().nullable(),
  state: z.enum(CARD_STATES),
  due: z.string().nullable(),
  reps: z.number().int(),
  lapses: z.number().int(),
  lastReview: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FlashCard = z.infer<typeof flashCard>;

export const deckDetail = z.object({ deck: deckSummary, cards: z.array(flashCard) });
export type DeckDetail = z.infer<typeof deckDetail>;

export const deckParams = z.object({ deckId: uuidParam });
export const cardParams = z.object({ cardId: uuidParam });

// ---------- review ----------

/** What one rating would do: the next due moment and the interval in minutes from now. */
export const intervalPreview = z.object({ due: z.string(), minutes: z.number().int() });
export const intervalPreviews = z.object({ again: intervalPreview, hard: intervalPreview, good: intervalPreview, easy: intervalPreview });
export type IntervalPreviews = z.infer<typeof intervalPreviews>;

export const reviewQueueQuery = z.object({
  deckId: uuidParam.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const reviewItem = z.object({
  card: flashCard,
  deckTitle: bilingualText,
  intervals: intervalPreviews,
});
export type ReviewItem = z.infer<typeof reviewItem>;

export const reviewQueue = z.object({
  data: z.array(reviewItem),
  /** All cards due now in scope (the page may hold fewer). */
  totalDue: z.number().int(),
  /** The next moment a card in scope falls due after those due now. */
  nextDueAt: z.string().nullable(),
  serverNow: z.string(),
});
export type ReviewQueue = z.infer<typeof reviewQueue>;

export const rateRequest = z.object({ rating });
export type RateRequest = z.infer<typeof rateRequest>;
export const rateResponse = z.object({
  card: flashCard,
  /** Whether the card is due again in this session (a short relearning step). */
  dueAgainToday: z.boolean(),
  remainingDue: z.number().int(),
});
export type RateResponse = z.infer<typeof rateResponse>;

// ---------- all cards ----------

export const cardListQuery = z.object({
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  deckId: uuidParam.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const cardListItem = flashCard.extend({ deckTitle: bilingualText });
export type CardListItem = z.infer<typeof cardListItem>;
export const cardList = z.object({ data: z.array(cardListItem), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export type CardList = z.infer<typeof cardList>;

// ---------- public decks ----------

export const publicDeckQuery = z.object({
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  subject: z
    .string()
    .refine((s) => SUBJECT_KEYS.includes(s), 'Choose a subject from the list')
    .optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});
export const publicDeckList = z.object({
  data: z.array(deckSummary),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type PublicDeckList = z.infer<typeof publicDeckList>;

// ---------- from a question ----------

export const fromQuestionRequest = z.object({
  questionId: uuidParam,
  chosenOptionId: z.string().trim().min(1).max(100).optional(),
});
export type FromQuestionRequest = z.infer<typeof fromQuestionRequest>;
export const fromQuestionResponse = z.object({
  deck: deckSummary,
  card: flashCard,
  /** False when the question was already a card in the deck (nothing new was made). */
  created: z.boolean(),
});
export type FromQuestionResponse = z.infer<typeof fromQuestionResponse>;
