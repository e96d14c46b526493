import { add, type Fraction, mul, parseMark, sub, ZERO } from './fraction.ts';

export const ANSWER_STATES = ['notVisited', 'notAnswered', 'answered', 'marked', 'answeredMarked'] as const;
export type AnswerState = (typeof ANSWER_STATES)[number];

/**
 * Only these states are scored. 'marked' means "marked for review" without saving an answer,
 * so options it still carries are ignored, as in the official CBT interface.
 */
export const COUNTED_STATES: readonly AnswerState[] = ['answered', 'answeredMarked'];

export type ScoringSection = { sectionId: string; markCorrect: string; markWrong: string };
export type ScoringQuestion = { questionId: string; sectionId: string; correctOptionIds: string[] };
export type ScoringAnswer = { questionId: string; selectedOptionIds: string[]; state: AnswerState };
export type Outcome = 'correct' | 'wrong' | 'unattempted';

export type SectionScore = { sectionId: string; score: Fraction; maxScore: Fraction; correct: number; wrong: number; unattempted: number };
export type AttemptScore = {
  score: Fraction;
  maxScore: Fraction;
  correct: number;
  wrong: number;
  unattempted: number;
  /** correct / (correct + wrong) × 100, two decimals; 0 when nothing was attempted. */
  accuracy: number;
  sections: SectionScore[];
  outcomes: Record<string, Outcome>;
};

/** Same set of options, in any order (duplicates do not matter). */
export function isCorrectSelection(selected: string[], correct: string[]): boolean {
  const a = new Set(selected);
  const b = new Set(correct);
  return a.size === b.size && [...a].every((id) => b.has(id));
}

function outcomeOf(question: ScoringQuestion, answer: ScoringAnswer | undefined): Outcome {
  if (!answer || !COUNTED_STATES.includes(answer.state) || answer.selectedOptionIds.length === 0) return 'unattempted';
  return isCorrectSelection(answer.selectedOptionIds, question.correctOptionIds) ? 'correct' : 'wrong';
}

/**
 * Scores an attempt exactly. Every question is scored once, in its section's scheme; answers for
 * questions not in the paper are ignored (stale or forged ids), and a question without an answer
 * is unattempted. A question whose section is missing is a data error and throws.
 */
export function scoreAttempt(sections: ScoringSection[], questions: ScoringQuestion[], answers: ScoringAnswer[]): AttemptScore {
  const answerById = new Map(answers.map((a) => [a.questionId, a]));
  const bySection = new Map<string, { section: SectionScore; markCorrect: Fraction; markWrong: Fraction }>();
  for (const s of sections) {
    bySection.set(s.sectionId, {
      section: { sectionId: s.sectionId, score: ZERO, maxScore: ZERO, correct: 0, wrong: 0, unattempted: 0 },
      markCorrect: parseMark(s.markCorrect),
      markWrong: parseMark(s.markWrong),
    });
  }

  const outcomes: Record<string, Outcome> = {};
  for (const q of questions) {
    const entry = bySection.get(q.sectionId);
    if (!entry) throw new Error(`Question ${q.questionId} refers to unknown section ${q.sectionId}`);
    const outcome = outcomeOf(q, answerById.get(q.questionId));
    outcomes[q.questionId] = outcome;
    entry.section[outcome] += 1;
  }

  // Multiply once per section rather than adding per question: fewer operations, same exact result.
  const sectionScores = [...bySection.values()].map(({ section, markCorrect, markWrong }) => ({
    ...section,
    score: sub(mul(markCorrect, section.correct), mul(markWrong, section.wrong)),
    maxScore: mul(markCorrect, section.correct + section.wrong + section.unattempted),
  }));

  const sum = (pick: (s: SectionScore) => number) => sectionScores.reduce((n, s) => n + pick(s), 0);
  const correct = sum((s) => s.correct);
  const wrong = sum((s) => s.wrong);
  const attempted = correct + wrong;
  return {
    score: sectionScores.reduce((f, s) => add(f, s.score), ZERO),
    maxScore: sectionScores.reduce((f, s) => add(f, s.maxScore), ZERO),
    correct,
    wrong,
    unattempted: sum((s) => s.unattempted),
    accuracy: attempted === 0 ? 0 : Math.round((correct * 10_000) / attempted) / 100,
    sections: sectionScores,
    outcomes,
  };
}
