import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  type AnyPgColumn,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { users } from './users.ts';
import { questions, type Bilingual } from './exams.ts';

/**
 * A deck of flash cards, owned by one user in one organisation. Public decks are offered to
 * the owner's organisation (the default organisation's to everyone) and are copied, never
 * shared: a copy is an independent deck with its own cards.
 */
export const flashCardDecks = pgTable(
  'flash_card_decks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<Bilingual>().notNull(),
    description: jsonb('description').$type<Bilingual>().notNull().default({}),
    subject: text('subject'),
    topic: text('topic'),
    visibility: text('visibility', { enum: ['private', 'public'] })
      .notNull()
      .default('private'),
    /** 'mistakes': the deck "My mistakes" that wrong answers are turned into (one per user). */
    kind: text('kind', { enum: ['mistakes'] }),
    copiedFromId: uuid('copied_from_id').references((): AnyPgColumn => flashCardDecks.id, { onDelete: 'set null' }),
    /** Stable key of seeded decks, so seeding again changes nothing. */
    sourceKey: text('source_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('flash_card_decks_owner_idx').on(t.ownerId, t.organizationId),
    index('flash_card_decks_public_idx')
      .on(t.organizationId, t.updatedAt)
      .where(sql`visibility = 'public'`),
    uniqueIndex('flash_card_decks_owner_kind_unique')
      .on(t.ownerId, t.kind)
      .where(sql`kind is not null`),
    uniqueIndex('flash_card_decks_owner_source_key_unique').on(t.ownerId, t.sourceKey),
  ],
);

export const flashCards = pgTable(
  'flash_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deckId: uuid('deck_id')
      .notNull()
      .references(() => flashCardDecks.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    front: jsonb('front').$type<Bilingual>().notNull(),
    back: jsonb('back').$type<Bilingual>().notNull(),
    /** The question the card was made from ("Make flash card" on a wrong answer). */
    questionId: uuid('question_id').references(() => questions.id, { onDelete: 'set null' }),
    sourceKey: text('source_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('flash_cards_deck_idx').on(t.deckId, t.createdAt),
    uniqueIndex('flash_cards_deck_question_unique')
      .on(t.deckId, t.questionId)
      .where(sql`question_id is not null`),
    uniqueIndex('flash_cards_deck_source_key_unique').on(t.deckId, t.sourceKey),
  ],
);

/**
 * One user's FSRS memory state of one card (ts-fsrs Card). No row means the card is new and
 * due now. `state`: 0 new, 1 learning, 2 review, 3 relearning (ts-fsrs State).
 */
export const flashCardStates = pgTable(
  'flash_card_states',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id')
      .notNull()
      .references(() => flashCards.id, { onDelete: 'cascade' }),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: real('stability').notNull(),
    difficulty: real('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: smallint('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cardId] }), index('flash_card_states_user_due_idx').on(t.userId, t.due)],
);

/** Every rating given, with the state before it (ts-fsrs ReviewLog), for history and re-tuning. */
export const flashCardReviewLogs = pgTable(
  'flash_card_review_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id')
      .notNull()
      .references(() => flashCards.id, { onDelete: 'cascade' }),
    /** 1 again, 2 hard, 3 good, 4 easy (ts-fsrs Rating). */
    rating: smallint('rating').notNull(),
    state: smallint('state').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: real('stability').notNull(),
    difficulty: real('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    lastElapsedDays: integer('last_elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull().default(0),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('flash_card_review_logs_user_idx').on(t.userId, t.reviewedAt), index('flash_card_review_logs_card_idx').on(t.cardId)],
);
