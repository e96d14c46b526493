/**
 * The four ratings of a reviewed card, in their order (keys 1-4 on the review page). Apart from
 * schemas/flash-cards.ts, which builds zod schemas when it loads: the review page needs only
 * these words, and importing them from there put zod and the form library (50 KiB) in front of
 * a phone's first card (issue 15).
 */
export const RATINGS = ['again', 'hard', 'good', 'easy'] as const;
