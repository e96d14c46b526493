import type { ReviewQuestion, TopicAccuracy } from '@pariksha/shared/schemas/attempts';

/** The solution filters: the outcomes, and "marked for review" (a hall state, known even without the key). */
export const OUTCOMES = ['all', 'correct', 'wrong', 'unattempted', 'marked'] as const;
export type OutcomeFilter = (typeof OUTCOMES)[number];
/** While a live test's key is withheld there are no outcomes: only these filters apply. */
export const KEYLESS_FILTERS: readonly OutcomeFilter[] = ['all', 'marked'];

export type QuestionFilter = { outcome: OutcomeFilter; sectionId: string | 'all' };

/** Left marked for review in the hall, with or without an answer. */
export const isMarked = (q: Pick<ReviewQuestion, 'state'>) => q.state === 'marked' || q.state === 'answeredMarked';

function matches(q: ReviewQuestion, outcome: OutcomeFilter): boolean {
  if (outcome === 'all') return true;
  if (outcome === 'marked') return isMarked(q);
  return q.outcome === outcome;
}

export function filterQuestions(questions: ReviewQuestion[], filter: QuestionFilter): ReviewQuestion[] {
  return questions.filter((q) => matches(q, filter.outcome) && (filter.sectionId === 'all' || q.sectionId === filter.sectionId));
}

/** How many questions each filter chip would show, within the chosen section. */
export function outcomeCounts(questions: ReviewQuestion[], sectionId: string | 'all'): Record<OutcomeFilter, number> {
  const counts: Record<OutcomeFilter, number> = { all: 0, correct: 0, wrong: 0, unattempted: 0, marked: 0 };
  for (const q of questions) {
    if (sectionId !== 'all' && q.sectionId !== sectionId) continue;
    counts.all += 1;
    // No outcome while the answer key is withheld.
    if (q.outcome) counts[q.outcome] += 1;
    if (isMarked(q)) counts.marked += 1;
  }
  return counts;
}

/** Questions per section under the chosen outcome filter (the section chips' counts). */
export function sectionCounts(questions: ReviewQuestion[], outcome: OutcomeFilter): Map<string, number> {
  const counts = new Map<string, number>();
  for (const q of questions) if (matches(q, outcome)) counts.set(q.sectionId, (counts.get(q.sectionId) ?? 0) + 1);
  return counts;
}

/** True when some question is written in both languages: only then is the हिं / EN switch useful. */
export const hasBilingualQuestions = (questions: ReviewQuestion[]) => questions.some((q) => Boolean(q.text.hi && q.text.en));

/**
 * How many cards must be shown for the `index`-th visible question (0-based) to be rendered:
 * whole pages of `page`, never fewer than already shown.
 */
export function shownFor(index: number, shown: number, page: number): number {
  return Math.max(shown, Math.ceil((index + 1) / page) * page);
}

/**
 * The server's strength per topic (shared/exam/topic-strength.ts), weakest first; the strong
 * and weak ones named apart. Topics with no question attempted have no accuracy to speak of
 * (not "0%"): they are listed apart as skipped, and they count as weak: a paper left mostly
 * blank (10.5 / 200) must never read "no weak topics".
 */
export function topicSummary(topics: TopicAccuracy[]) {
  const attempted = (t: TopicAccuracy) => t.correct + t.wrong > 0;
  const sorted = topics.filter(attempted).sort((a, b) => a.accuracy - b.accuracy || b.wrong - a.wrong);
  const skipped = topics.filter((t) => !attempted(t));
  return {
    sorted,
    strong: sorted.filter((t) => t.strength === 'strong').reverse(),
    // Attempted-but-weak first (weakest first), then the ones left entirely, most questions first.
    weak: [
      ...sorted.filter((t) => t.strength === 'weak'),
      ...skipped.filter((t) => t.strength === 'weak').sort((a, b) => b.unattempted - a.unattempted),
    ],
    skipped,
  };
}

/** Bar width (0-100) of a score against the maximum; negative scores draw nothing. */
export function barPercent(value: number | string, max: number | string): number {
  const v = Number(value);
  const m = Number(max);
  if (!Number.isFinite(v) || !Number.isFinite(m) || m <= 0) return 0;
  return Math.min(100, Math.max(0, (v / m) * 100));
}
