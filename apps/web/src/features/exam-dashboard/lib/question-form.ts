import type { z } from 'zod';
import type { BankQuestion, Difficulty, questionInput } from '@pariksha/shared/schemas/question-bank';

export type QuestionFormValues = {
  subject: string;
  topic: string;
  difficulty: Difficulty;
  text: { hi: string; en: string };
  options: { hi: string; en: string; isCorrect: boolean }[];
  explanation: { hi: string; en: string };
  imageUrl: string;
};
export type QuestionPayload = z.output<typeof questionInput>;

const blankOption = () => ({ hi: '', en: '', isCorrect: false });
export const newOption = blankOption;

/** A new question: four empty options, medium difficulty, optionally the last subject/topic used. */
export function emptyQuestion(subject = '', topic = ''): QuestionFormValues {
  return {
    subject,
    topic,
    difficulty: 'medium',
    text: { hi: '', en: '' },
    options: [blankOption(), blankOption(), blankOption(), blankOption()],
    explanation: { hi: '', en: '' },
    imageUrl: '',
  };
}

/** A bank question as editor values; options keep their order (ids are positional). */
export function fromBankQuestion(q: BankQuestion): QuestionFormValues {
  return {
    subject: q.subject,
    topic: q.topic,
    difficulty: q.difficulty,
    text: { hi: q.text.hi ?? '', en: q.text.en ?? '' },
    options: q.options.map((o) => ({ hi: o.hi ?? '', en: o.en ?? '', isCorrect: q.correctOptionIds.includes(o.id) })),
    explanation: { hi: q.explanation.hi ?? '', en: q.explanation.en ?? '' },
    imageUrl: q.imageUrl ?? '',
  };
}

type Text = { hi?: string; en?: string };
/** Drops empty languages so the server stores "missing", not "", and `languages` stays true. */
const compact = <T extends Text>(t: T): T => {
  const out = { ...t };
  if (!out.hi) delete out.hi;
  if (!out.en) delete out.en;
  return out;
};

/** The validated form (shared `questionInput` output) as the request body. */
export function toQuestionPayload(v: QuestionPayload): QuestionPayload {
  return {
    ...v,
    text: compact(v.text),
    explanation: compact(v.explanation),
    options: v.options.map((o) => compact(o)),
    imageUrl: v.imageUrl || null,
  };
}
