import { randomInt } from 'node:crypto';
import type { GeneratedPracticeItem, PracticeQuestion } from '@pariksha/shared/schemas/practice';
import { OPTION_IDS } from '@pariksha/shared/schemas/question-bank';
import type { GeneratedQuestionView } from '@pariksha/shared/schemas/quiz';
import { MAX_SEED } from '@pariksha/shared/generators/random';
import { generateQuestion, generatorForSeed } from '@pariksha/shared/generators/registry';
import type { Bilingual } from '../db/schema/index.ts';
import { notFound } from './errors.ts';

/**
 * Generated maths questions, for quizzes and practice alike. A quiz stores only
 * `(generator, seed)` per question; the text, options and answer are rebuilt from them whenever
 * needed, so no answer key exists anywhere the client can reach before it answers (the seed is
 * revealed with the answer). Practice hands the seed out with the question instead: there the
 * student may see any answer on demand (GET /quizzes/generated-questions/:generator/:seed).
 */

export type ItemContent = { question: PracticeQuestion; correctOptionIds: string[]; explanation: Bilingual };

/** Fresh seeds from the OS: a student cannot predict the next quiz's questions. */
export function drawGenerated(topic: string, count: number): { generator: string; seed: number }[] {
  return Array.from({ length: count }, () => {
    const seed = randomInt(0, MAX_SEED + 1);
    return { generator: generatorForSeed(topic, seed)!.id, seed };
  });
}

/** The question `(generator, seed)` names, shown under `id` (the quiz item's id, not the seed). */
export function generatedContent(generator: string, seed: number, id: string): ItemContent {
  const q = generateQuestion(generator, seed);
  if (!q) throw notFound('Question');
  return {
    question: {
      id,
      subject: q.subject,
      topic: q.topic,
      difficulty: q.difficulty,
      text: q.text,
      options: q.options.map((text, i) => ({ id: OPTION_IDS[i], text })),
      imageUrl: null,
    },
    correctOptionIds: [OPTION_IDS[q.correctIndex]],
    explanation: q.solution,
  };
}

/** A generated question again, by its name, with its answer (a review, a shared link). */
export function reproduce(generator: string, seed: number): GeneratedQuestionView {
  const content = generatedContent(generator, seed, `${generator}:${seed}`);
  return { generator, seed, ...content };
}

/** Fresh questions for practice ("generate more"): each with its name, never its answer. */
export function drawForPractice(topic: string, count: number): GeneratedPracticeItem[] {
  return drawGenerated(topic, count).map(({ generator, seed }) => ({
    generator,
    seed,
    question: generatedContent(generator, seed, `${generator}:${seed}`).question,
  }));
}
