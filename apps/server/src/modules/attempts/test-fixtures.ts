import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ExamCode } from '@pariksha/shared/exam/templates';
import type { AttemptState, ExamPaper } from '@pariksha/shared/schemas/attempts';
import type { Db } from '../../db/client.ts';
import {
  examAttempts,
  examSectionQuestions,
  examSections,
  examSets,
  exams,
  questions,
  users,
  type Bilingual,
} from '../../db/schema/index.ts';
import { authHeader, unique } from '../../test/app.ts';
import { forgetAttempt } from './repo.ts';

/**
 * Test data for the exam engine written straight through drizzle, so the attempt tests do not
 * depend on the authoring routes. Every question has four options a–d; the correct one rotates
 * (question i: option 'abcd'[i % 4]) so that "always pick a" does not score full marks.
 */

export type FixtureSection = {
  name?: Bilingual;
  questions: number;
  durationMinutes?: number;
  markCorrect?: string;
  markWrong?: string;
  /** Topics of the questions in turn (subject 'math'); default 'arithmetic'. */
  topics?: string[];
  /** Questions (by index in the section) with two correct options instead of one. */
  multipleCorrect?: number[];
};

export type FixtureOptions = {
  organizationId: string;
  code?: ExamCode;
  title?: string;
  kind?: 'practice' | 'live' | 'mock';
  visibility?: 'organization' | 'public' | 'paid';
  isPublished?: boolean;
  languages?: Array<'hi' | 'en'>;
  timingMode?: 'whole' | 'perSection';
  durationMinutes?: number;
  startsAt?: Date | null;
  endsAt?: Date | null;
  passingMarks?: string;
  totalMarks?: string;
  sections?: FixtureSection[];
  /** Additional sets of the same exam (same sections), for catalogue tests. */
  extraSets?: number;
  createdAt?: Date;
};

export type FixtureQuestion = { id: string; sectionId: string; correct: string[]; wrong: string[] };
export type ExamFixture = {
  examId: string;
  setId: string;
  setIds: string[];
  sections: Array<{ id: string; questionIds: string[] }>;
  questions: FixtureQuestion[];
};

const OPTIONS = ['a', 'b', 'c', 'd'];
let serial = 0;

export async function createExamFixture(db: Db, o: FixtureOptions): Promise<ExamFixture> {
  const n = ++serial;
  const sectionSpecs = o.sections ?? [
    { questions: 3, durationMinutes: 10 },
    { questions: 3, durationMinutes: 10 },
  ];
  const title = o.title ?? `Fixture test ${n}`;
  const [exam] = await db
    .insert(exams)
    .values({
      organizationId: o.organizationId,
      code: o.code ?? 'SSC',
      title: { hi: `${title} (हिंदी)`, en: title },
      description: { en: 'A test made by the fixtures' },
      kind: o.kind ?? 'practice',
      visibility: o.visibility ?? 'organization',
      languages: o.languages ?? ['hi', 'en'],
      isPublished: o.isPublished ?? true,
      startsAt: o.startsAt ?? null,
      endsAt: o.endsAt ?? null,
      ...(o.createdAt && { createdAt: o.createdAt }),
    })
    .returning();

  const fixture: ExamFixture = { examId: exam.id, setId: '', setIds: [], sections: [], questions: [] };
  for (let s = 0; s <= (o.extraSets ?? 0); s++) {
    const [set] = await db
      .insert(examSets)
      .values({
        examId: exam.id,
        organizationId: o.organizationId,
        title: { hi: `सेट ${s + 1}`, en: `Set ${s + 1}` },
        position: s,
        timingMode: o.timingMode ?? 'whole',
        durationMinutes: o.durationMinutes ?? sectionSpecs.reduce((m, x) => m + (x.durationMinutes ?? 10), 0),
        passingMarks: o.passingMarks ?? '4',
        totalMarks: o.totalMarks ?? '12',
      })
      .returning();
    fixture.setIds.push(set.id);
    if (s > 0) continue;
    fixture.setId = set.id;
    for (const [position, spec] of sectionSpecs.entries()) {
      const [section] = await db
        .insert(examSections)
        .values({
          setId: set.id,
          organizationId: o.organizationId,
          position,
          name: spec.name ?? { hi: `खंड ${position + 1}`, en: `Section ${position + 1}` },
          durationMinutes: spec.durationMinutes ?? 10,
          plannedQuestionCount: spec.questions,
          markCorrect: spec.markCorrect ?? '2',
          markWrong: spec.markWrong ?? '0.50',
          timePerQuestionSeconds: 36,
        })
        .returning();
      const specs = Array.from({ length: spec.questions }, (_, i) => {
        const correct = spec.multipleCorrect?.includes(i) ? [OPTIONS[i % 4], OPTIONS[(i + 1) % 4]] : [OPTIONS[i % 4]];
        return { i, correct };
      });
      const inserted = specs.length
        ? await db
            .insert(questions)
            .values(
              specs.map(({ i, correct }) => ({
                organizationId: o.organizationId,
                subject: 'math',
                topic: spec.topics?.[i % spec.topics.length] ?? 'arithmetic',
                difficulty: 'medium' as const,
                text: { hi: `प्रश्न ${n}.${position + 1}.${i + 1}`, en: `Question ${n}.${position + 1}.${i + 1}` },
                options: OPTIONS.map((id) => ({ id, hi: `विकल्प ${id}`, en: `Option ${id}` })),
                correctOptionIds: correct,
                explanation: { hi: `व्याख्या ${i + 1}`, en: `Explanation ${i + 1}` },
              })),
            )
            .returning({ id: questions.id })
        : [];
      if (inserted.length) {
        await db.insert(examSectionQuestions).values(inserted.map((q, i) => ({ sectionId: section.id, questionId: q.id, position: i })));
      }
      fixture.sections.push({ id: section.id, questionIds: inserted.map((q) => q.id) });
      inserted.forEach((q, i) =>
        fixture.questions.push({
          id: q.id,
          sectionId: section.id,
          correct: specs[i].correct,
          wrong: [OPTIONS.find((x) => !specs[i].correct.includes(x))!],
        }),
      );
    }
  }
  return fixture;
}

/**
 * Students inserted straight into the database with signed access tokens: a rush of starts
 * needs dozens of them, and signing each one up would cost an argon2 hash apiece.
 */
export async function createStudents(app: FastifyInstance, db: Db, organizationId: string, count: number) {
  const prefix = unique('rush');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        organizationId,
        name: `Rush student ${i + 1}`,
        email: `${prefix}_${i}@example.com`,
        username: `${prefix}_${i}`,
        passwordHash: 'not-a-hash',
      })),
    )
    .returning({ id: users.id });
  return Promise.all(
    rows.map(async ({ id }) => {
      const token = await app.deps.jwt.sign({ sub: id, organizationId, role: 'user', orgRole: 'student' });
      return { id, token, ...hall(app, token) };
    }),
  );
}

// ---------- HTTP helpers shared by the attempt tests ----------

export type AnswerInput = { questionId: string; selectedOptionIds: string[]; state?: string; timeSpentMs?: number; clientSeq: number };

export function hall(app: FastifyInstance, token: string) {
  const headers = authHeader(token);
  return {
    headers,
    start: (setId: string, payload: object | null = { language: 'en' }) =>
      app.inject({ method: 'POST', url: `/api/exam-sets/${setId}/attempts`, headers, ...(payload ? { payload } : {}) }),
    open: (setId: string) => app.inject({ method: 'GET', url: `/api/exam-sets/${setId}/attempt`, headers }),
    /** Starts (must succeed) and fetches the paper: no start carries it, the hall loads it from `paper.url`. */
    startWithPaper: async (setId: string, payload: object = { language: 'en' }): Promise<AttemptState & ExamPaper> => {
      const started = await app.inject({ method: 'POST', url: `/api/exam-sets/${setId}/attempts`, headers, payload });
      if (started.statusCode >= 300) throw new Error(`start answered ${started.statusCode}: ${started.body}`);
      const state = started.json() as AttemptState;
      const paper = await app.inject({ method: 'GET', url: state.paper.url, headers });
      if (paper.statusCode !== 200) throw new Error(`paper answered ${paper.statusCode}: ${paper.body}`);
      return { ...(paper.json() as ExamPaper), ...state };
    },
    get: (attemptId: string) => app.inject({ method: 'GET', url: `/api/attempts/${attemptId}`, headers }),
    save: (attemptId: string, answers: AnswerInput[] | unknown, extra: object = {}) =>
      app.inject({
        method: 'PUT',
        url: `/api/attempts/${attemptId}/answers`,
        headers,
        payload: {
          answers: Array.isArray(answers) ? answers.map((a: AnswerInput) => ({ state: 'answered', timeSpentMs: 1000, ...a })) : answers,
          ...extra,
        },
      }),
    submit: (attemptId: string) => app.inject({ method: 'POST', url: `/api/attempts/${attemptId}/submit`, headers }),
    result: (setId: string, attemptId?: string) =>
      app.inject({ method: 'GET', url: `/api/exam-sets/${setId}/result${attemptId ? `?attemptId=${attemptId}` : ''}`, headers }),
    analysis: (setId: string, attemptId?: string) =>
      app.inject({ method: 'GET', url: `/api/exam-sets/${setId}/analysis${attemptId ? `?attemptId=${attemptId}` : ''}`, headers }),
    leaderboard: (setId: string, query = '') => app.inject({ method: 'GET', url: `/api/exam-sets/${setId}/leaderboard${query}`, headers }),
    myBoards: () => app.inject({ method: 'GET', url: '/api/leaderboards/me', headers }),
  };
}

/**
 * Moves an attempt `ms` into the past (start, deadline and section schedule), as if the
 * student had started that long ago; the in-memory facts are dropped so the server re-reads them.
 */
export async function ageAttempt(db: Db, attemptId: string, ms: number) {
  const [row] = await db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
  await db
    .update(examAttempts)
    .set({
      startedAt: new Date(row.startedAt.getTime() - ms),
      deadline: new Date(row.deadline.getTime() - ms),
      sectionSchedule:
        row.sectionSchedule?.map((s) => ({
          sectionId: s.sectionId,
          startsAt: new Date(Date.parse(s.startsAt) - ms).toISOString(),
          endsAt: new Date(Date.parse(s.endsAt) - ms).toISOString(),
        })) ?? null,
    })
    .where(eq(examAttempts.id, attemptId));
  forgetAttempt(db, attemptId);
}

/** Answers that give `correct` right, `wrong` wrong, in question order, with increasing seqs. */
export function answersFor(qs: FixtureQuestion[], correct: number, wrong: number, seq = 1): AnswerInput[] {
  return qs.slice(0, correct + wrong).map((q, i) => ({
    questionId: q.id,
    selectedOptionIds: i < correct ? q.correct : q.wrong,
    clientSeq: seq + i,
  }));
}
