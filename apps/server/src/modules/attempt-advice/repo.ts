import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../attempts/repo.ts';

export type TopicHistoryRow = { subject: string; topic: string; answered: number; correct: number };

/**
 * The student's own answers per subject and topic, from everything that records an answer with
 * its topic:
 * - submitted tests, first attempts only (a retake after reading the solutions says little
 *   about what the student knows), counted answers only ('answered' and 'answeredMarked', as
 *   scoring counts them), and only where the answer key is out: a live test still running
 *   would otherwise tell, through the accuracy, how its answers went;
 * - quiz answers (bank and generated questions carry their topic);
 * - practice ("check my answer"): the first check of each question only, since the answer is
 *   shown after it and a second check proves nothing.
 * All filtered by user id first (exam_attempts_user_idx, quiz_attempts_user_started_idx,
 * practice_answers_user_question_idx).
 */
export function topicHistory(db: Db, userId: string, now: number): Promise<TopicHistoryRow[]> {
  const at = sql`${new Date(now).toISOString()}::timestamptz`;
  return rowsOf<TopicHistoryRow>(
    db,
    sql`select subject, topic, sum(answered)::int as answered, sum(correct)::int as correct from (
          select q.subject, q.topic, count(*) as answered,
            count(*) filter (where aa.selected_option_ids @> q.correct_option_ids and q.correct_option_ids @> aa.selected_option_ids) as correct
          from exam_attempts a
          join exams e on e.id = a.exam_id
          join attempt_answers aa on aa.attempt_id = a.id
          join questions q on q.id = aa.question_id
          where a.user_id = ${userId} and a.status = 'submitted' and a.attempt_number = 1
            and (e.kind <> 'live' or e.ends_at <= ${at})
            and aa.state in ('answered', 'answeredMarked') and cardinality(aa.selected_option_ids) > 0
          group by q.subject, q.topic
          union all
          select qa.subject, qa.topic, count(*) as answered, count(*) filter (where qa.correct) as correct
          from quiz_attempts z join quiz_attempt_answers qa on qa.attempt_id = z.id
          where z.user_id = ${userId} and qa.correct is not null
          group by qa.subject, qa.topic
          union all
          select q.subject, q.topic, count(*) as answered, count(*) filter (where p.correct) as correct
          from (
            select distinct on (pa.question_id) pa.question_id, pa.correct
            from practice_answers pa where pa.user_id = ${userId}
            order by pa.question_id, pa.answered_at, pa.id
          ) p join questions q on q.id = p.question_id
          group by q.subject, q.topic
        ) t group by subject, topic`,
  );
}

export type PaperTopicRow = { sectionId: string; subject: string; topic: string; options: number; questions: number };

/** The set's questions per section, subject, topic and number of options. */
export function paperTopics(db: Db, setId: string): Promise<PaperTopicRow[]> {
  return rowsOf<PaperTopicRow>(
    db,
    sql`select sq.section_id as "sectionId", q.subject, q.topic, jsonb_array_length(q.options)::int as options, count(*)::int as questions
        from exam_sections s
        join exam_section_questions sq on sq.section_id = s.id
        join questions q on q.id = sq.question_id
        where s.set_id = ${setId}
        group by 1, 2, 3, 4`,
  );
}
