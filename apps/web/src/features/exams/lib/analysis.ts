import type { ReviewQuestion, TopicAccuracy } from '@pariksha/shared/schemas/attempts';

export const OUTCOMES = ['all', 'correct', 'wrong', 'unattempted'] as const;
export type OutcomeFilter = (typeof OUTCOMES)[number];

export type QuestionFilter = { outcome: OutcomeFilter; sectionId: string | 'all' };

export function filterQuestions(questions: ReviewQuestion[], filter: QuestionFilter): ReviewQuestion[] {
  return questions.filter(
    (q) => (filter.outcome === 'all' || q.outcome === filter.outcome) && (filter.sectionId === 'all' || q.sectionId === filter.sectionId),
  );
}

/** How many questions each outcome chip would show, within the chosen section. */
export function outcomeCounts(questions: ReviewQuestion[], sectionId: string | 'all'): Record<OutcomeFilter, number> {
  const counts: Record<OutcomeFilter, number> = { all: 0, correct: 0, wrong: 0, unattempted: 0 };
  for (const q of questions) {
    if (sectionId !== 'all' && q.sectionId !== sectionId) continue;
    counts.all += 1;
    // No outcome while the answer key is withheld.
    if (q.outcome) counts[q.outcome] += 1;
  }
  return counts;
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
