import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attemptAnswers, examAttempts, users } from '../../db/schema/index.ts';

/** Every attempt of a set with its student (a live test has one per student). */
export function loadAttempts(db: Db, setId: string) {
  return db
    .select({
      id: examAttempts.id,
      userId: examAttempts.userId,
      status: examAttempts.status,
      startedAt: examAttempts.startedAt,
      submittedAt: examAttempts.submittedAt,
      deadline: examAttempts.deadline,
      tabSwitches: examAttempts.tabSwitches,
      language: examAttempts.language,
      name: users.name,
      username: users.username,
    })
    .from(examAttempts)
    .innerJoin(users, eq(users.id, examAttempts.userId))
    .where(eq(examAttempts.setId, setId));
}

/** The answered questions of every attempt of a set (one range scan per attempt by the key). */
export function loadAnswers(db: Db, setId: string) {
  return db
    .select({
      attemptId: attemptAnswers.attemptId,
      questionId: attemptAnswers.questionId,
      selectedOptionIds: attemptAnswers.selectedOptionIds,
      timeSpentMs: attemptAnswers.timeSpentMs,
    })
    .from(attemptAnswers)
    .innerJoin(examAttempts, eq(examAttempts.id, attemptAnswers.attemptId))
    .where(and(eq(examAttempts.setId, setId), gt(sql`cardinality(${attemptAnswers.selectedOptionIds})`, 0)));
}

export type DeviceEvent = { userId: string; deviceKey: string; agent: string; at: Date };

/**
 * The devices the set's students used in [from, to]: a sign-in inside it, or an earlier sign-in
 * whose token family was refreshed inside it (still in use), at its first refresh there.
 */
export async function loadDeviceEvents(db: Db, setId: string, from: Date, to: Date): Promise<DeviceEvent[]> {
  const students = sql`(select user_id from exam_attempts where set_id = ${setId})`;
  const start = from.toISOString();
  const end = to.toISOString();
  const result = (await db.execute(sql`
    select s.user_id, s.device_key, s.agent, s.created_at as at
    from sign_ins s
    where s.user_id in ${students} and s.created_at between ${start} and ${end}
    union all
    select s.user_id, s.device_key, s.agent, min(r.created_at) as at
    from sign_ins s join refresh_tokens r on r.family_id = s.family_id
    where s.user_id in ${students} and s.created_at < ${start} and r.created_at between ${start} and ${end}
    group by s.user_id, s.device_key, s.agent`)) as unknown as {
    rows: Array<{ user_id: string; device_key: string; agent: string; at: string | Date }>;
  };
  return result.rows.map((r) => ({ userId: r.user_id, deviceKey: r.device_key, agent: r.agent, at: new Date(r.at) }));
}
