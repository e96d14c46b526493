/**
 * How well a student knows a topic after one test. One definition for the server (the analysis'
 * `strength`) and the web (the weak-topics summary):
 * - weak: more than half of the topic's questions left unattempted, OR accuracy (correct out of
 *   attempted) below 50%. Skipping a topic is the clearest sign of not knowing it: a score of
 *   10.5 / 200 with most questions left must not read "no weak topics".
 * - strong: accuracy of 75% or more with at most a quarter of the topic left (a single lucky
 *   answer among many skipped ones is not strength).
 * - average: everything in between.
 */
export const WEAK_ACCURACY = 50;
export const STRONG_ACCURACY = 75;
/** More than this share of a topic unattempted makes it weak whatever the accuracy. */
export const WEAK_UNATTEMPTED_SHARE = 0.5;
/** A strong topic leaves at most this share unattempted. */
export const STRONG_UNATTEMPTED_SHARE = 0.25;

export type TopicTally = { correct: number; wrong: number; unattempted: number };
export type TopicStrength = 'strong' | 'average' | 'weak';

/** Accuracy in percent with two decimals: correct out of attempted; 0 when nothing was attempted. */
export function topicAccuracy(t: Pick<TopicTally, 'correct' | 'wrong'>): number {
  const attempted = t.correct + t.wrong;
  return attempted === 0 ? 0 : Math.round((t.correct * 10_000) / attempted) / 100;
}

export function topicStrength(t: TopicTally): TopicStrength {
  const total = t.correct + t.wrong + t.unattempted;
  // A topic with no questions (should not happen) says nothing either way.
  if (total === 0) return 'average';
  const skipped = t.unattempted / total;
  if (skipped > WEAK_UNATTEMPTED_SHARE) return 'weak';
  const accuracy = topicAccuracy(t);
  if (accuracy < WEAK_ACCURACY) return 'weak';
  if (accuracy >= STRONG_ACCURACY && skipped <= STRONG_UNATTEMPTED_SHARE) return 'strong';
  return 'average';
}
