import { and, asc, count, desc, eq, gte, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_TIME_ZONE } from '@pariksha/shared/constants';
import { hasGenerator } from '@pariksha/shared/generators/topics';
import { QUIZ_SIZE, type dashboardQuery, type QuizDashboard, type QuizView, type startQuizRequest } from '@pariksha/shared/schemas/quiz';
import { findSubject, isKnownTopic } from '@pariksha/shared/taxonomy/taxonomy';
import type { Db, Tx } from '../../db/client.ts';
import { organizations, questions, quizAttemptAnswers, quizAttempts } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { practiceQuestionsWhere, toPracticeQuestion, type QuestionRow } from '../practice/questions.ts';
import { questionVisibleTo, type Viewer } from '../questions/visibility.ts';
import { drawGenerated, generatedContent, type ItemContent } from '../../lib/generated-questions.ts';
import { isCorrectChoice, scoreOf } from './scoring.ts';
import { accuracyOf, bySubject, byTopic, dateIn, lastDays, timeline, weakTopics, type AnswerFact } from './stats.ts';

type AttemptRow = typeof quizAttempts.$inferSelect;
type AnswerRow = typeof quizAttemptAnswers.$inferSelect;

/** `question` is null for a generated question (rebuilt from the answer row's generator and seed). */
type Item = { answer: AnswerRow; question: QuestionRow | null; visible: boolean };

/** What the student sees of an item and its answer, from the bank row or from the generator. */
function contentOf({ answer, question }: Item): ItemContent {
  if (question) {
    return { question: toPracticeQuestion(question), correctOptionIds: question.correctOptionIds, explanation: question.explanation ?? {} };
  }
  return generatedContent(answer.generator!, answer.seed!, answer.itemId);
}

function toView(attempt: AttemptRow, items: Item[]): QuizView {
  const finished = attempt.finishedAt !== null;
  return {
    id: attempt.id,
    subject: attempt.subject,
    topic: attempt.topic,
    score: attempt.score,
    total: attempt.total,
    answered: items.filter((i) => i.answer.chosenOptionId !== null).length,
    startedAt: attempt.startedAt.toISOString(),
    finishedAt: attempt.finishedAt?.toISOString() ?? null,
    generated: items.some((i) => i.question === null),
    items: items.map((item) => {
      const { answer, visible } = item;
      const content = contentOf(item);
      // The answer is shown only for a question already answered, or once the quiz is over;
      // never while the question is hidden (it went into a live test, or a test the student is
      // sitting, after the quiz began). A generated question's seed would give its answer away too.
      const reveal = visible && (finished || answer.chosenOptionId !== null);
      return {
        question: content.question,
        chosenOptionId: answer.chosenOptionId,
        correct: answer.correct,
        ...(reveal ? { correctOptionIds: content.correctOptionIds, explanation: content.explanation } : {}),
        ...(reveal && answer.generator ? { generated: { generator: answer.generator, seed: answer.seed! } } : {}),
      };
    }),
  };
}

/** Whether the caller may see the question's answer now: the visibility rule, per row of the same query. */
const visibleNow = (user: Viewer) => sql<boolean>`(${questionVisibleTo(user)})`;

/** A generated question is always visible: it belongs to no test. */
const withVisibility = (rows: Item[]): Item[] => rows.map((r) => (r.question ? r : { ...r, visible: true }));

async function loadItems(db: Db | Tx, user: Viewer, attemptId: string): Promise<Item[]> {
  const rows = await db
    .select({ answer: quizAttemptAnswers, question: questions, visible: visibleNow(user) })
    .from(quizAttemptAnswers)
    .leftJoin(questions, eq(questions.id, quizAttemptAnswers.questionId))
    .where(eq(quizAttemptAnswers.attemptId, attemptId))
    .orderBy(asc(quizAttemptAnswers.position));
  return withVisibility(rows);
}

/** The caller's own quiz, or 404 (another user's quiz is never revealed). */
async function ownAttempt(db: Db | Tx, user: AuthUser, quizId: string, forUpdate = false): Promise<AttemptRow> {
  const query = db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, quizId), eq(quizAttempts.userId, user.id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Quiz');
  return row;
}

export async function startQuiz(db: Db, user: AuthUser, input: z.output<typeof startQuizRequest>): Promise<QuizView> {
  if (!findSubject(input.subject)) throw badRequest('Choose a subject from the list');
  if (input.topic && !isKnownTopic(input.subject, input.topic)) throw badRequest('Choose a subject and topic from the list');
  if (input.source === 'generated') return startGeneratedQuiz(db, user, input.subject, input.topic, input.count ?? QUIZ_SIZE);
  const filters = [practiceQuestionsWhere(user), eq(questions.subject, input.subject)];
  if (input.topic) filters.push(eq(questions.topic, input.topic));
  const picked = await db
    .select()
    .from(questions)
    .where(and(...filters))
    .orderBy(sql`random()`)
    .limit(QUIZ_SIZE);
  if (picked.length === 0) throw new AppError('UNPROCESSABLE', 'There are no questions for this topic yet');
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .insert(quizAttempts)
      .values({
        userId: user.id,
        organizationId: user.organizationId,
        subject: input.subject,
        topic: input.topic ?? null,
        total: picked.length,
      })
      .returning();
    const answers = await tx
      .insert(quizAttemptAnswers)
      .values(picked.map((q, position) => ({ attemptId: attempt.id, questionId: q.id, position, subject: q.subject, topic: q.topic })))
      .returning();
    return toView(
      attempt,
      // Picked under the visibility rule a moment ago.
      answers.map((answer, i) => ({ answer, question: picked[i], visible: true })),
    );
  });
}

/** A quiz of fresh generated questions: `count` new seeds, nothing read from the bank. */
async function startGeneratedQuiz(db: Db, user: AuthUser, subject: string, topic: string | undefined, count: number): Promise<QuizView> {
  if (!topic || !hasGenerator(subject, topic)) throw badRequest('There is no question generator for this topic');
  const drawn = drawGenerated(topic, count);
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .insert(quizAttempts)
      .values({ userId: user.id, organizationId: user.organizationId, subject, topic, total: drawn.length })
      .returning();
    const answers = await tx
      .insert(quizAttemptAnswers)
      .values(drawn.map((g, position) => ({ attemptId: attempt.id, generator: g.generator, seed: g.seed, position, subject, topic })))
      .returning();
    return toView(
      attempt,
      answers.map((answer) => ({ answer, question: null, visible: true })),
    );
  });
}

export async function getQuiz(db: Db, user: AuthUser, quizId: string): Promise<QuizView> {
  const attempt = await ownAttempt(db, user, quizId);
  return toView(attempt, await loadItems(db, user, quizId));
}

/** Records one answer (once per question) and gives instant feedback. */
export async function answer(db: Db, user: AuthUser, quizId: string, questionId: string, optionId: string) {
  return db.transaction(async (tx) => {
    const attempt = await ownAttempt(tx, user, quizId, true);
    if (attempt.finishedAt) throw conflict('This quiz is already finished');
    // A bank question by its id; a generated one by its item id.
    const [item] = withVisibility(
      await tx
        .select({ answer: quizAttemptAnswers, question: questions, visible: visibleNow(user) })
        .from(quizAttemptAnswers)
        .leftJoin(questions, eq(questions.id, quizAttemptAnswers.questionId))
        .where(
          and(
            eq(quizAttemptAnswers.attemptId, quizId),
            or(
              eq(quizAttemptAnswers.questionId, questionId),
              and(isNull(quizAttemptAnswers.questionId), eq(quizAttemptAnswers.itemId, questionId)),
            ),
          ),
        ),
    );
    if (!item) throw badRequest('This question is not part of this quiz');
    // Hidden since the quiz began: no feedback, which would give its answer away.
    if (!item.visible) throw notFound('Question');
    if (item.answer.chosenOptionId !== null) throw conflict('This question has already been answered');
    // A generated question's answer is recomputed from its generator and seed, here on the server.
    const content = contentOf(item);
    if (!content.question.options.some((o) => o.id === optionId)) throw badRequest('This option is not part of the question');
    const correct = isCorrectChoice(content.correctOptionIds, optionId);
    await tx
      .update(quizAttemptAnswers)
      .set({ chosenOptionId: optionId, correct, answeredAt: new Date() })
      .where(and(eq(quizAttemptAnswers.attemptId, quizId), eq(quizAttemptAnswers.position, item.answer.position)));
    const score = attempt.score + (correct ? 1 : 0);
    if (correct) await tx.update(quizAttempts).set({ score }).where(eq(quizAttempts.id, quizId));
    const [{ answered }] = await tx
      .select({ answered: count() })
      .from(quizAttemptAnswers)
      .where(and(eq(quizAttemptAnswers.attemptId, quizId), isNotNull(quizAttemptAnswers.chosenOptionId)));
    return {
      correct,
      correctOptionId: content.correctOptionIds[0],
      correctOptionIds: content.correctOptionIds,
      explanation: content.explanation,
      score,
      answered,
    };
  });
}

/** Ends the quiz (idempotent): the score is recounted from the answers and the review revealed. */
export async function finishQuiz(db: Db, user: AuthUser, quizId: string): Promise<QuizView> {
  return db.transaction(async (tx) => {
    const attempt = await ownAttempt(tx, user, quizId, true);
    const items = await loadItems(tx, user, quizId);
    if (attempt.finishedAt) return toView(attempt, items);
    const [done] = await tx
      .update(quizAttempts)
      .set({ score: scoreOf(items.map((i) => i.answer)), finishedAt: new Date() })
      .where(eq(quizAttempts.id, quizId))
      .returning();
    return toView(done, items);
  });
}

const RECENT_QUIZZES = 10;

/** Accuracy and volume over the last `days` days in the organisation's time zone. */
export async function dashboard(db: Db, user: AuthUser, q: z.output<typeof dashboardQuery>, now = new Date()): Promise<QuizDashboard> {
  const [org] = await db.select({ timeZone: organizations.timeZone }).from(organizations).where(eq(organizations.id, user.organizationId));
  const timeZone = org?.timeZone ?? DEFAULT_TIME_ZONE;
  const days = lastDays(now, q.days, timeZone);
  // A day's margin either side of the zone's midnight; the exact range is cut by date below.
  const since = new Date(Date.parse(`${days[0]}T00:00:00Z`) - 86_400_000);
  const rows = await db
    .select({
      subject: quizAttemptAnswers.subject,
      topic: quizAttemptAnswers.topic,
      correct: quizAttemptAnswers.correct,
      answeredAt: quizAttemptAnswers.answeredAt,
    })
    .from(quizAttemptAnswers)
    .innerJoin(quizAttempts, eq(quizAttempts.id, quizAttemptAnswers.attemptId))
    .where(and(eq(quizAttempts.userId, user.id), isNotNull(quizAttemptAnswers.answeredAt), gte(quizAttemptAnswers.answeredAt, since)));
  const inRange = (at: Date) => dateIn(at, timeZone) >= days[0];
  const facts: AnswerFact[] = rows
    .map((r) => ({ subject: r.subject, topic: r.topic, correct: r.correct === true, answeredAt: r.answeredAt! }))
    .filter((f) => inRange(f.answeredAt));
  const topics = byTopic(facts);
  const chosen = facts.filter((f) => (!q.subject || f.subject === q.subject) && (!q.topic || f.topic === q.topic));
  const recentRows = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, user.id), isNotNull(quizAttempts.finishedAt)))
    .orderBy(desc(quizAttempts.finishedAt))
    .limit(RECENT_QUIZZES);
  const finished = await db
    .select({ finishedAt: quizAttempts.finishedAt })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, user.id), gte(quizAttempts.finishedAt, since)));
  const quizzes = finished.filter((r) => inRange(r.finishedAt!)).length;
  return {
    days: q.days,
    timeZone,
    totals: { quizzes, ...accuracyOf(facts.length, facts.filter((f) => f.correct).length) },
    bySubject: bySubject(facts),
    byTopic: topics,
    timeline: timeline(chosen, days, timeZone),
    weakTopics: weakTopics(topics),
    recent: recentRows.map((r) => ({
      id: r.id,
      subject: r.subject,
      topic: r.topic,
      score: r.score,
      total: r.total,
      finishedAt: r.finishedAt!.toISOString(),
    })),
  };
}
