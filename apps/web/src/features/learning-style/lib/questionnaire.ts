/**
 * A short VARK-style questionnaire: visual, aural, read/write and kinesthetic. Each question has
 * one option per style; the texts live in the learningStyle locale files
 * (questions.<id>.text and questions.<id>.options.<style>). The options are shown in a different
 * order per question so the style is not given away by position.
 */
export const STYLES = ['visual', 'aural', 'read', 'kinesthetic'] as const;
export type Style = (typeof STYLES)[number];

export type Question = { id: string; order: readonly Style[] };

const ORDERS: readonly (readonly Style[])[] = [
  ['visual', 'aural', 'read', 'kinesthetic'],
  ['read', 'kinesthetic', 'visual', 'aural'],
  ['kinesthetic', 'read', 'aural', 'visual'],
  ['aural', 'visual', 'kinesthetic', 'read'],
];

export const QUESTIONS: readonly Question[] = Array.from({ length: 12 }, (_, i) => ({
  id: `q${i + 1}`,
  // Rotates through the four orders, shifted each round so no style keeps one place.
  order: ORDERS[(i + Math.floor(i / 4)) % ORDERS.length]!,
}));

export type Answers = Record<string, Style>;

export type Result = {
  scores: Record<Style, number>;
  /** The style(s) with the highest score; more than one is a multimodal result. */
  top: Style[];
  multimodal: boolean;
  answered: number;
};

const isStyle = (v: unknown): v is Style => (STYLES as readonly unknown[]).includes(v);

/** Counts one point per answer for its style. Answers to unknown questions are ignored. */
export function score(answers: Partial<Answers>): Result {
  const scores = Object.fromEntries(STYLES.map((s) => [s, 0])) as Record<Style, number>;
  let answered = 0;
  for (const q of QUESTIONS) {
    const a = answers[q.id];
    if (isStyle(a)) {
      scores[a] += 1;
      answered += 1;
    }
  }
  const best = Math.max(...STYLES.map((s) => scores[s]));
  const top = best > 0 ? STYLES.filter((s) => scores[s] === best) : [];
  return { scores, top, multimodal: top.length > 1, answered };
}

export const isComplete = (answers: Partial<Answers>) => QUESTIONS.every((q) => isStyle(answers[q.id]));
