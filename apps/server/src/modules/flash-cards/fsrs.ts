import { createEmptyCard, fsrs, generatorParameters, Rating, State, type Card, type Grade, type ReviewLog } from 'ts-fsrs';
import type { CardState, FlashRating, IntervalPreviews } from '@pariksha/shared/schemas/flash-cards';
import type { flashCardStates } from '../../db/schema/index.ts';

/**
 * The one FSRS scheduler of the platform (ts-fsrs, default FSRS-6 weights, 90% retention).
 * One 10-minute (re)learning step: Again and Hard bring a card back in the same sitting, Good
 * and Easy send it days ahead, so a card answered well is not due again the same day.
 * No fuzz, so the interval shown on a button is the interval given.
 */
export const scheduler = fsrs(
  generatorParameters({
    enable_fuzz: false,
    enable_short_term: true,
    learning_steps: ['10m'],
    relearning_steps: ['10m'],
    maximum_interval: 36_500,
  }),
);

export type StateRow = typeof flashCardStates.$inferSelect;

const GRADES: Record<FlashRating, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };
const STATE_NAMES: Record<number, CardState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};

export const stateName = (state: number | null | undefined): CardState => STATE_NAMES[state ?? State.New] ?? 'new';

/** The ts-fsrs card of a stored state; no row is a new card, due now. */
export function toFsrsCard(row: Omit<StateRow, 'userId' | 'cardId'> | null, now: Date): Card {
  if (!row) return createEmptyCard(now);
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as State,
    last_review: row.lastReview ?? undefined,
  };
}

/** The columns to store for a ts-fsrs card. */
export function fromFsrsCard(card: Card): Omit<StateRow, 'userId' | 'cardId'> {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

export function logColumns(log: ReviewLog) {
  return {
    rating: log.rating as number,
    state: log.state as number,
    due: log.due,
    stability: log.stability,
    difficulty: log.difficulty,
    elapsedDays: log.elapsed_days,
    lastElapsedDays: log.last_elapsed_days,
    scheduledDays: log.scheduled_days,
    learningSteps: log.learning_steps,
    reviewedAt: log.review,
  };
}

/** What each of the four buttons would do now: next due moment and minutes from now. */
export function previewIntervals(card: Card, now: Date): IntervalPreviews {
  const outcomes = scheduler.repeat(card, now);
  const item = (grade: Grade) => {
    const due = outcomes[grade].card.due;
    return { due: due.toISOString(), minutes: Math.max(0, Math.round((due.getTime() - now.getTime()) / 60_000)) };
  };
  return { again: item(Rating.Again), hard: item(Rating.Hard), good: item(Rating.Good), easy: item(Rating.Easy) };
}

/** Applies one rating. */
export function rate(card: Card, rating: FlashRating, now: Date): { card: Card; log: ReviewLog } {
  return scheduler.next(card, now, GRADES[rating]);
}

/**
 * Whether a card is due at `now`: new cards always; cards in (re)learning once their step has
 * passed; review cards any time on the day they fall due (`dayEnd` = the next local midnight).
 */
export function isDue(row: Pick<StateRow, 'due' | 'state'> | null, now: Date, dayEnd: Date): boolean {
  if (!row) return true;
  if (row.due.getTime() <= now.getTime()) return true;
  return row.state === State.Review && row.due.getTime() < dayEnd.getTime();
}
