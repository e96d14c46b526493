import { analyseIntegrity, type IntegrityAnalysis, type IntegrityAttempt, type IntegrityQuestion } from '@pariksha/shared/exam/integrity';
import { workerTask } from '../../lib/workers/outcome.ts';

/** An attempt whose answers (IntegrityAnswer[]) are still the JSON text PostgreSQL built. */
export type AttemptInput = Omit<IntegrityAttempt, 'answers'> & { answersJson: string };
export type AnalyseInput = { attempts: AttemptInput[]; questions: IntegrityQuestion[] };

/**
 * Runs in a worker thread (lib/workers/pool.ts): parsing a big live test's answers and comparing
 * every pair of its students is seconds of work, which must not stop the event loop.
 */
export const analyse = workerTask<AnalyseInput, IntegrityAnalysis>(({ attempts, questions }) =>
  analyseIntegrity(
    attempts.map(({ answersJson, ...attempt }) => ({ ...attempt, answers: JSON.parse(answersJson) as IntegrityAttempt['answers'] })),
    questions,
  ),
);
