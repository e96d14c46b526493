import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DEMO_ORG_ID, type TestApp } from '../../test/app.ts';
import { rowsOf } from './repo.ts';
import { exactStandings, standing as standingOf, type StandingRequest } from './board.ts';
import { createExamFixture, type ExamFixture } from './test-fixtures.ts';

/**
 * The batched exact standings (one statement for many lookups) against the definition, counted
 * in plain code over the same rows: better = strictly higher score, or the same score and
 * strictly faster; a stored null is never better; only submitted first attempts count.
 */
describe('exact standings, many lookups in one statement', () => {
  let t: TestApp;
  let a: ExamFixture;
  let b: ExamFixture;
  type BoardRow = { setId: string; h: number | null; t: number | null };
  let board: BoardRow[];

  beforeAll(async () => {
    t = await createTestApp({ examAutoSubmitMs: 0 });
    a = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID, sections: [{ questions: 4 }] });
    b = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID, sections: [{ questions: 4 }] });
    // 90 people on set a and 30 on set b: scores from -2.00 to 4.00 in steps of 1.00 and four
    // times (many exact ties), a few null times and scores, retakes, and attempts in progress.
    await t.db.execute(sql`
      with people as (
        insert into users (organization_id, name, email, username, password_hash)
        select ${DEMO_ORG_ID}::uuid, 'Standing ' || g, 'standing' || g || '@test.example.com', 'standing' || g, 'x'
        from generate_series(1, 120) g
        returning id, (regexp_replace(username, '\\D', '', 'g'))::int as g
      ), firsts as (
        insert into exam_attempts (set_id, exam_id, organization_id, user_id, status, started_at, deadline, submitted_at, submitted_by,
          score_numerator, score_denominator, score_hundredths, correct, wrong, unattempted, time_taken_ms, section_results)
        select case when g <= 90 then ${a.setId}::uuid else ${b.setId}::uuid end,
          case when g <= 90 then ${a.examId}::uuid else ${b.examId}::uuid end,
          ${DEMO_ORG_ID}::uuid, id,
          case when g % 11 = 0 then 'inProgress' else 'submitted' end, now() - interval '1 hour', now(), now(), 'student',
          0, 1,
          case when g % 11 = 0 then null when g % 23 = 0 then null else ((g % 7) - 2) * 100 end,
          0, 0, 4,
          case when g % 11 = 0 then null when g % 19 = 0 then null else (g % 4) * 1000 end,
          '[]'::jsonb
        from people
        returning user_id
      )
      insert into exam_attempts (set_id, exam_id, organization_id, user_id, attempt_number, status, started_at, deadline, submitted_at,
        submitted_by, score_numerator, score_denominator, score_hundredths, correct, wrong, unattempted, time_taken_ms, section_results)
      select ${a.setId}::uuid, ${a.examId}::uuid, ${DEMO_ORG_ID}::uuid, p.id, 2, 'submitted', now() - interval '1 hour', now(), now(),
        'student', 0, 1, 400, 0, 0, 4, 0, '[]'::jsonb
      from people p where p.g <= 10`);
    board = (
      await rowsOf<{ setId: string; h: number | null; t: number | null }>(
        t.db,
        sql`select set_id as "setId", score_hundredths as h, time_taken_ms as t from exam_attempts
            where set_id in (${a.setId}, ${b.setId}) and status = 'submitted' and attempt_number = 1`,
      )
    ).map((r) => ({ setId: r.setId, h: r.h === null ? null : Number(r.h), t: r.t === null ? null : Number(r.t) }));
  });
  afterAll(() => t?.close());

  const reference = ({ setId, score, time }: StandingRequest) => {
    const mine = board.filter((r) => r.setId === setId);
    const better = mine.filter((r) => r.h !== null && (r.h > score || (r.h === score && r.t !== null && r.t < time))).length;
    return { better, total: mine.length };
  };

  it('counts every lookup as the definition does, ties, nulls, two sets and repeated lookups in one batch', async () => {
    const lookups: StandingRequest[] = [];
    for (const setId of [a.setId, b.setId])
      for (const score of [-300, -200, -100, 0, 50, 100, 200, 300, 400, 500])
        for (const time of [0, 1000, 1500, 2000, 3000, 9000]) lookups.push({ setId, score, time });
    lookups.push(lookups[7], lookups[7], { setId: a.setId, score: 200, time: 2000 });
    const got = await exactStandings(t.db, lookups);
    expect(got).toEqual(lookups.map(reference));
    // The fixture does exercise the cases: ties, a board of each set, nulls that are not better.
    expect(board.filter((r) => r.setId === a.setId).length).toBeGreaterThan(50);
    expect(board.some((r) => r.h === null)).toBe(true);
    expect(board.some((r) => r.t === null)).toBe(true);
    expect(new Set(got.map((s) => s.better)).size).toBeGreaterThan(10);
  });

  it('answers a set nobody has finished with rank 1 of 0', async () => {
    const empty = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID, sections: [{ questions: 2 }] });
    expect(await exactStandings(t.db, [{ setId: empty.setId, score: 100, time: 5 }])).toEqual([{ better: 0, total: 0 }]);
  });

  it('gives each of many concurrent callers its own standing', async () => {
    const lookups = Array.from({ length: 40 }, (_, i) => ({
      setId: i % 2 ? a.setId : b.setId,
      score: (i % 9) * 50 - 200,
      time: (i % 5) * 700,
    }));
    const got = await Promise.all(lookups.map((l) => standingOf(t.db, l.setId, l.score, l.time)));
    expect(got).toEqual(lookups.map(reference));
  });
});
