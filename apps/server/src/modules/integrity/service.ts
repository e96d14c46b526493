import {
  DEVICE_FLAG,
  devicesDuring,
  MIN_READ_MS,
  MIN_SHARED_WRONG,
  READING_WPM,
  TAB_SWITCH_FLAG,
  wordCount,
  type IntegrityAnalysis,
  type IntegrityQuestion,
} from '@pariksha/shared/exam/integrity';
import type { HallQuestion } from '@pariksha/shared/schemas/attempts';
import type { IntegrityReport } from '@pariksha/shared/schemas/integrity';
import type { Db } from '../../db/client.ts';
import { runInWorker, workerTaskAt } from '../../lib/workers/pool.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { getPaper } from '../attempts/repo.ts';
import { staffContext } from '../attempts/staff.ts';
import { answerKey } from '../attempts/submit.ts';
import { loadAnswersJson, loadAttempts, loadDeviceEvents } from './repo.ts';
import type { AnalyseInput } from './worker.ts';

/** Sign-ins this long before an attempt started count as "during" it (signing in to sit it). */
export const DEVICE_LEAD_MS = 30 * 60_000;
const ANALYSE_TIMEOUT_MS = 60_000;
export const TOO_LARGE = 'This test is too large to check now. Please try again later.';

/**
 * Words a reader must get through: the question and its options. Of the two languages the
 * shorter counts (an answer is "too fast" only if it beat even the shorter reading).
 */
function wordsOf(q: HallQuestion): number {
  const counts = (['hi', 'en'] as const)
    .filter((lang) => q.text[lang])
    .map((lang) => wordCount(q.text[lang]) + q.options.reduce((sum, o) => sum + wordCount(o.text[lang]), 0));
  return counts.length ? Math.min(...counts) : 0;
}

/**
 * GET /exam-sets/:setId/integrity: the signals of every attempt of the set, computed now. The
 * data is read in four queries (the answers as JSON text); parsing the answers and comparing every
 * pair run in a worker thread.
 */
export async function integrityReport(db: Db, user: AuthUser, setId: string, now = Date.now()): Promise<IntegrityReport> {
  const ctx = await staffContext(db, user, setId);
  const [paper, key, attempts, answers] = await Promise.all([
    getPaper(db, setId),
    answerKey(db, setId),
    loadAttempts(db, setId),
    loadAnswersJson(db, setId),
  ]);
  const correct = new Map(key.questions.map((q) => [q.questionId, q.correctOptionIds]));
  const questions: IntegrityQuestion[] = paper.questions.map((q) => ({
    id: q.id,
    position: q.position,
    words: wordsOf(q),
    correctOptionIds: correct.get(q.id) ?? [],
    optionIds: q.options.map((o) => o.id),
  }));

  const windows = new Map(
    attempts.map((a) => [
      a.id,
      { from: new Date(a.startedAt.getTime() - DEVICE_LEAD_MS), to: a.submittedAt ?? new Date(Math.min(now, a.deadline.getTime())) },
    ]),
  );
  const spans = [...windows.values()];
  const events = spans.length
    ? await loadDeviceEvents(
        db,
        setId,
        new Date(Math.min(...spans.map((w) => w.from.getTime()))),
        new Date(Math.max(...spans.map((w) => w.to.getTime()))),
      )
    : [];
  const eventsOf = new Map<string, typeof events>();
  for (const e of events) eventsOf.set(e.userId, [...(eventsOf.get(e.userId) ?? []), e]);
  const answersOf = new Map(answers.map((a) => [a.attemptId, a.answersJson]));
  const input: AnalyseInput = {
    questions,
    attempts: attempts.map((a) => {
      const w = windows.get(a.id)!;
      const mine = (eventsOf.get(a.userId) ?? []).map((e) => ({ deviceKey: e.deviceKey, agent: e.agent, at: e.at.toISOString() }));
      return {
        attemptId: a.id,
        answersJson: answersOf.get(a.id) ?? '[]',
        tabSwitches: a.tabSwitches,
        devices: devicesDuring(mine, w.from.toISOString(), w.to.toISOString()),
      };
    }),
  };
  const analysis = await runInWorker(
    workerTaskAt<AnalyseInput, IntegrityAnalysis>(new URL('./worker.ts', import.meta.url), 'analyse'),
    input,
    {
      timeoutMs: ANALYSE_TIMEOUT_MS,
      tooComplex: TOO_LARGE,
    },
  );

  const byId = new Map(attempts.map((a) => [a.id, a]));
  const student = (id: string) => {
    const a = byId.get(id)!;
    return { attemptId: a.id, userId: a.userId, name: a.name, username: a.username };
  };
  return {
    setId,
    title: ctx.set.title,
    examTitle: ctx.exam.title,
    computedAt: new Date(now).toISOString(),
    attemptsChecked: analysis.attemptsChecked,
    pairsCompared: analysis.pairsCompared,
    thresholds: {
      readingWpm: READING_WPM,
      minReadMs: MIN_READ_MS,
      pairChance: analysis.pairThreshold,
      minSharedWrong: MIN_SHARED_WRONG,
      tabSwitches: TAB_SWITCH_FLAG,
      devices: DEVICE_FLAG,
    },
    pairs: analysis.pairs.map((p) => ({
      a: student(p.a),
      b: student(p.b),
      bothWrong: p.bothWrong,
      sharedWrong: p.sharedWrong,
      expected: p.expected,
      chance: p.chance,
      positions: p.positions,
    })),
    flagged: analysis.flagged.map((f) => ({
      ...student(f.attemptId),
      status: byId.get(f.attemptId)!.status,
      reasons: f.reasons,
      answered: f.answered,
      fastAnswers: f.fastAnswers,
      tabSwitches: f.tabSwitches,
      devices: f.devices,
      pairedWith: f.pairs.map((p) => {
        const other = p.a === f.attemptId ? p.b : p.a;
        return { attemptId: other, name: byId.get(other)!.name, sharedWrong: p.sharedWrong, chance: p.chance };
      }),
    })),
  };
}
