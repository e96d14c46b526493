import { eq, sql } from 'drizzle-orm';
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

/**
 * The answered questions of a set, one row per attempt with its answers as JSON text
 * (IntegrityAnswer[]). PostgreSQL builds the text and the worker thread parses it: a live test
 * of 10,000 students has about a million answers, and a million row objects built on the main
 * thread would hold the event loop for seconds.
 */
export async function loadAnswersJson(db: Db, setId: string): Promise<Array<{ attemptId: string; answersJson: string }>> {
  const result = (await db.execute(sql`
    select a.attempt_id,
      json_agg(json_build_object(
        'questionId', a.question_id, 'selectedOptionIds', a.selected_option_ids, 'timeSpentMs', a.time_spent_ms
      ))::text as answers
    from ${attemptAnswers} a join ${examAttempts} e on e.id = a.attempt_id
    where e.set_id = ${setId} and cardinality(a.selected_option_ids) > 0
    group by a.attempt_id`)) as unknown as { rows: Array<{ attempt_id: string; answers: string }> };
  return result.rows.map((r) => ({ attemptId: r.attempt_id, answersJson: r.answers }));
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
