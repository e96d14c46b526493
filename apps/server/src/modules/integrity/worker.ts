import { analyseIntegrity, type IntegrityAnalysis, type IntegrityAttempt, type IntegrityQuestion } from '@pariksha/shared/exam/integrity';
import { workerTask } from '../../lib/workers/outcome.ts';

export type AnalyseInput = { attempts: IntegrityAttempt[]; questions: IntegrityQuestion[] };

/**
 * Runs in a worker thread (lib/workers/pool.ts): comparing every pair of a big live test's
 * students is seconds of arithmetic, which must not stop the event loop.
 */
export const analyse = workerTask<AnalyseInput, IntegrityAnalysis>(({ attempts, questions }) => analyseIntegrity(attempts, questions));
