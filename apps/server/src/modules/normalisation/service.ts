import { eq } from 'drizzle-orm';
import {
  normaliseScores,
  rankAndPercentile,
  slotStatistics,
  toHundredths,
  type Candidate,
  type NormalisationMethod,
} from '@pariksha/shared/exam/normalisation';
import type { NormalisationOverview, NormalisedResult, SlotFigures, StandingFigures } from '@pariksha/shared/schemas/normalisation';
import type { Db } from '../../db/client.ts';
import { exams } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findExam } from '../exam-authoring/repo.ts';
import { countedAttempts, ownSubmitted, slotsOf, type ExamRow } from './repo.ts';

const ONLY_LIVE = 'Normalisation is only for live tests';
const round2 = (n: number) => toHundredths(n) / 100;
const marks = (n: number) => round2(n).toFixed(2);

const windowClosed = (exam: ExamRow, now: number) => exam.endsAt !== null && now >= exam.endsAt.getTime();

function figures(scores: number[]): SlotFigures {
  const s = slotStatistics(scores);
  if (!s) return { candidates: 0, mean: null, sd: null, topCount: 0, topMean: null, min: null, max: null };
  return { ...s, mean: round2(s.mean), sd: round2(s.sd), topMean: round2(s.topMean), min: round2(s.min), max: round2(s.max) };
}

type Standings = {
  candidates: number;
  raw: Map<string, StandingFigures>;
  normalised: Map<string, StandingFigures>;
};

async function computeStandings(db: Db, setIds: string[], method: NormalisationMethod): Promise<Standings> {
  const counted = await countedAttempts(db, setIds);
  const candidates: Candidate[] = counted.map((a) => ({ id: a.attemptId, slot: a.setId, score: a.scoreHundredths / 100 }));
  const rawScores = new Map(candidates.map((c) => [c.id, c.score]));
  const normalisedScores = normaliseScores(method, candidates);
  const figuresOf = (scores: Map<string, number>) => {
    const ranks = rankAndPercentile(scores);
    return new Map([...scores].map(([id, score]) => [id, { score: marks(score), ...ranks.get(id)! }]));
  };
  return { candidates: candidates.length, raw: figuresOf(rawScores), normalised: figuresOf(normalisedScores) };
}

/**
 * After the window the standings hardly change (the last auto-submissions land within seconds),
 * so each test's are kept a minute per method instead of sorting every candidate per request.
 */
const STANDINGS_TTL_MS = 60_000;
const cache = new WeakMap<Db, Map<string, { at: number; value: Promise<Standings> }>>();

function cachedStandings(db: Db, examId: string, setIds: string[], method: NormalisationMethod, now: number): Promise<Standings> {
  let mine = cache.get(db);
  if (!mine) cache.set(db, (mine = new Map()));
  const key = `${examId}:${method}`;
  const hit = mine.get(key);
  if (hit && now - hit.at < STANDINGS_TTL_MS) return hit.value;
  const value = computeStandings(db, setIds, method);
  mine.set(key, { at: now, value });
  value.catch(() => mine.delete(key));
  return value;
}

/** Staff: the method and every slot's figures, pooled and (with a method) normalised means. */
export async function getOverview(db: Db, user: AuthUser, examId: string, now = Date.now()): Promise<NormalisationOverview> {
  const exam = await findExam(db, user, examId);
  const slots = await slotsOf(db, exam.id);
  const counted = await countedAttempts(
    db,
    slots.map((s) => s.id),
  );
  const bySlot = new Map<string, number[]>(slots.map((s) => [s.id, []]));
  for (const a of counted) bySlot.get(a.setId)?.push(a.scoreHundredths / 100);
  const applies = exam.kind === 'live' && exam.normalisation !== 'none' && slots.length > 1;
  const normalised = applies
    ? normaliseScores(
        exam.normalisation,
        counted.map((a) => ({ id: a.attemptId, slot: a.setId, score: a.scoreHundredths / 100 })),
      )
    : null;
  return {
    examId: exam.id,
    kind: exam.kind,
    method: exam.normalisation,
    slotCount: slots.length,
    endsAt: exam.endsAt?.toISOString() ?? null,
    windowClosed: windowClosed(exam, now),
    pooled: figures(counted.map((a) => a.scoreHundredths / 100)),
    slots: slots.map((s) => {
      const mine = counted.filter((a) => a.setId === s.id);
      const normalisedMean =
        normalised && mine.length ? round2(mine.reduce((sum, a) => sum + normalised.get(a.attemptId)!, 0) / mine.length) : null;
      return { setId: s.id, title: s.title, ...figures(bySlot.get(s.id)!), normalisedMean };
    }),
  };
}

export async function setMethod(db: Db, user: AuthUser, examId: string, method: NormalisationMethod): Promise<NormalisationOverview> {
  const exam = await findExam(db, user, examId);
  if (method !== 'none' && exam.kind !== 'live') throw badRequest(ONLY_LIVE);
  await db.update(exams).set({ normalisation: method, updatedAt: new Date() }).where(eq(exams.id, exam.id));
  return getOverview(db, user, examId);
}

/** The student's raw and normalised standing across every slot of the live test. */
export async function getNormalisedResult(
  db: Db,
  user: AuthUser,
  setId: string,
  attemptId?: string,
  now = Date.now(),
): Promise<NormalisedResult> {
  const { attempt, exam } = await ownSubmitted(db, user, setId, attemptId);
  const slots = await slotsOf(db, exam.id);
  const base = {
    setId,
    examId: exam.id,
    method: exam.normalisation,
    slotCount: slots.length,
    availableAt: null,
    candidates: 0,
    raw: null,
    normalised: null,
  };
  if (exam.kind !== 'live' || exam.normalisation === 'none' || slots.length < 2) return { ...base, status: 'notApplicable' };
  if (!windowClosed(exam, now)) return { ...base, status: 'pending', availableAt: exam.endsAt?.toISOString() ?? null };
  const standings = await cachedStandings(
    db,
    exam.id,
    slots.map((s) => s.id),
    exam.normalisation,
    now,
  );
  const raw = standings.raw.get(attempt.id);
  const normalised = standings.normalised.get(attempt.id);
  if (!raw || !normalised) return { ...base, status: 'notCounted', candidates: standings.candidates };
  return { ...base, status: 'ready', candidates: standings.candidates, raw, normalised };
}

/** Tests change the method and attempts within a minute: they drop what is kept. */
export const forgetStandings = (db: Db) => cache.delete(db);
