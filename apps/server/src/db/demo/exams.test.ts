import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import { getTemplate } from '@pariksha/shared/exam/templates';
import { isKnownTopic } from '@pariksha/shared/taxonomy/taxonomy';
import { exams, examSectionQuestions, examSections, examSets, questions } from '../schema/index.ts';
import { createTestApp, DEMO_ORG_ID, type TestApp } from '../../test/app.ts';
import { seedDemo } from '../seed.ts';
import {
  allDemoQuestions,
  englishQuestions,
  generalAwarenessQuestions,
  mathQuestions,
  reasoningQuestions,
} from './exam-questions/index.ts';
import { demoExams, findDemoExamId } from './exams.ts';

describe('the demo questions', () => {
  it('are at least 150, with unique keys', () => {
    expect(allDemoQuestions.length).toBeGreaterThanOrEqual(150);
    expect(new Set(allDemoQuestions.map((q) => q.key)).size).toBe(allDemoQuestions.length);
  });

  it('have the announced sizes per file', () => {
    expect([mathQuestions.length, reasoningQuestions.length, englishQuestions.length, generalAwarenessQuestions.length]).toEqual([
      50, 45, 30, 55,
    ]);
  });

  it.each(allDemoQuestions.map((q) => [q.key, q] as const))('%s: known topic, both languages, 4 options, correct 0-3', (_key, q) => {
    expect(isKnownTopic(q.subject, q.topic), `${q.subject} / ${q.topic}`).toBe(true);
    expect(['easy', 'medium', 'hard']).toContain(q.difficulty);
    for (const lang of [q.hi, q.en]) {
      expect(lang.text.trim()).not.toBe('');
      expect(lang.explanation.trim()).not.toBe('');
      expect(lang.options).toHaveLength(4);
      for (const o of lang.options) expect(o.trim()).not.toBe('');
    }
    expect([0, 1, 2, 3]).toContain(q.correct);
  });

  it('split into the groups the tests use: maths, reasoning, English and general awareness', () => {
    expect(new Set(mathQuestions.map((q) => q.subject))).toEqual(new Set(['math']));
    expect(new Set(reasoningQuestions.map((q) => q.subject))).toEqual(new Set(['reasoning']));
    expect(new Set(englishQuestions.map((q) => q.subject))).toEqual(new Set(['english']));
    for (const q of generalAwarenessQuestions) expect(['math', 'reasoning', 'english']).not.toContain(q.subject);
  });

  it('fill every planned section of the demo tests, once per set', () => {
    for (const exam of demoExams(new Date())) {
      const sections = getTemplate(exam.code).sections;
      expect(exam.sections.map((s) => s.length)).toEqual(sections.map((s) => Number(s.totalQuestions)));
      const keys = exam.sections.flat().map((q) => q.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});

describe('seedDemoExams (through seedDemo)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const sectionCounts = async (examId: string) => {
    const rows = await t.db
      .select({ position: examSections.position, name: examSections.name, n: count(examSectionQuestions.questionId) })
      .from(examSections)
      .innerJoin(examSets, eq(examSets.id, examSections.setId))
      .leftJoin(examSectionQuestions, eq(examSectionQuestions.sectionId, examSections.id))
      .where(eq(examSets.examId, examId))
      .groupBy(examSections.id, examSections.position, examSections.name)
      .orderBy(asc(examSections.position));
    return rows;
  };

  it('puts every demo question in the platform bank with options a-d and the right answer', async () => {
    const rows = await t.db
      .select()
      .from(questions)
      .where(
        and(
          eq(questions.organizationId, DEFAULT_ORG_ID),
          inArray(
            questions.sourceKey,
            allDemoQuestions.map((q) => q.key),
          ),
        ),
      );
    expect(rows).toHaveLength(allDemoQuestions.length);
    const q = allDemoQuestions[0];
    const row = rows.find((r) => r.sourceKey === q.key)!;
    expect(row.options.map((o) => o.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(row.options[q.correct]).toEqual({
      id: ['a', 'b', 'c', 'd'][q.correct],
      hi: q.hi.options[q.correct],
      en: q.en.options[q.correct],
    });
    expect(row.correctOptionIds).toEqual([['a', 'b', 'c', 'd'][q.correct]]);
    expect(row.text).toEqual({ hi: q.hi.text, en: q.en.text });
  });

  it('seeds the SSC CGL mock: published, public, 100 questions, 25 in each section in the template order', async () => {
    const id = (await findDemoExamId(t.db, 'demo:ssc-cgl-tier-1-mock-1'))!;
    const [exam] = await t.db.select().from(exams).where(eq(exams.id, id));
    expect(exam).toMatchObject({
      code: 'SSC_CGL_TIER_1',
      kind: 'mock',
      visibility: 'public',
      isPublished: true,
      organizationId: DEFAULT_ORG_ID,
    });
    expect(exam.title).toEqual({ hi: 'SSC CGL टियर 1 मॉक टेस्ट 1', en: 'SSC CGL Tier 1 Mock Test 1' });
    const sections = await sectionCounts(id);
    expect(sections.map((s) => s.n)).toEqual([25, 25, 25, 25]);
    expect(sections.map((s) => s.name.en)).toEqual(getTemplate('SSC_CGL_TIER_1').sections.map((s) => s.sectionName));
    const [set] = await t.db.select().from(examSets).where(eq(examSets.examId, id));
    expect(set).toMatchObject({ durationMinutes: 60, totalMarks: '200', passingMarks: '40' });
    // Section subjects follow the template: reasoning, general awareness, maths, English.
    const subjects = await t.db
      .select({ position: examSections.position, subject: questions.subject })
      .from(examSectionQuestions)
      .innerJoin(examSections, eq(examSections.id, examSectionQuestions.sectionId))
      .innerJoin(examSets, eq(examSets.id, examSections.setId))
      .innerJoin(questions, eq(questions.id, examSectionQuestions.questionId))
      .where(eq(examSets.examId, id));
    const of = (p: number) => new Set(subjects.filter((s) => s.position === p).map((s) => s.subject));
    expect(of(0)).toEqual(new Set(['reasoning']));
    expect([...of(1)].some((s) => ['math', 'reasoning', 'english'].includes(s))).toBe(false);
    expect(of(2)).toEqual(new Set(['math']));
    expect(of(3)).toEqual(new Set(['english']));
  });

  it('seeds the NTPC practice set with 30 / 30 / 40', async () => {
    const id = (await findDemoExamId(t.db, 'demo:rrb-ntpc-practice-1'))!;
    const [exam] = await t.db.select().from(exams).where(eq(exams.id, id));
    expect(exam).toMatchObject({ code: 'NTPC', kind: 'practice', visibility: 'public', isPublished: true });
    expect((await sectionCounts(id)).map((s) => s.n)).toEqual([30, 30, 40]);
  });

  it("seeds the Demo Institute's live test (open now) and upcoming test from its own bank", async () => {
    const liveId = (await findDemoExamId(t.db, 'demo:weekly-live-test-1', DEMO_ORG_ID))!;
    const upcomingId = (await findDemoExamId(t.db, 'demo:ssc-live-mock-1', DEMO_ORG_ID))!;
    const [live] = await t.db.select().from(exams).where(eq(exams.id, liveId));
    const [upcoming] = await t.db.select().from(exams).where(eq(exams.id, upcomingId));
    const now = Date.now();
    expect(live).toMatchObject({ code: 'GENERAL_EXAM', kind: 'live', visibility: 'organization', isPublished: true });
    expect(live.startsAt!.getTime()).toBeLessThan(now);
    expect(live.endsAt!.getTime()).toBeGreaterThan(now + 20 * 24 * 3600_000);
    expect(upcoming).toMatchObject({ code: 'SSC', kind: 'live', isPublished: true });
    expect(upcoming.startsAt!.getTime()).toBeGreaterThan(now + 2 * 24 * 3600_000);
    expect(upcoming.endsAt!.getTime() - upcoming.startsAt!.getTime()).toBe(2 * 3600_000);
    expect((await sectionCounts(liveId)).map((s) => s.n)).toEqual([50]);
    expect((await sectionCounts(upcomingId)).map((s) => s.n)).toEqual([25, 25, 25, 25]);
    const orgs = await t.db
      .selectDistinct({ organizationId: questions.organizationId })
      .from(examSectionQuestions)
      .innerJoin(examSections, eq(examSections.id, examSectionQuestions.sectionId))
      .innerJoin(examSets, eq(examSets.id, examSections.setId))
      .innerJoin(questions, eq(questions.id, examSectionQuestions.questionId))
      .where(inArray(examSets.examId, [liveId, upcomingId]));
    expect(orgs).toEqual([{ organizationId: DEMO_ORG_ID }]);
  });

  it('changes nothing when run again', async () => {
    const counts = async () =>
      Promise.all(
        [questions, exams, examSets, examSections, examSectionQuestions].map(
          async (table) => (await t.db.select({ n: count() }).from(table))[0].n,
        ),
      );
    const before = await counts();
    await seedDemo(t.db);
    expect(await counts()).toEqual(before);
  });
});
