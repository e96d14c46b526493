import { assertQuestionVisible } from '../questions/visibility.ts';
import { and, asc, count, countDistinct, eq, isNull, max, ne, sql, type SQL } from 'drizzle-orm';
import type {
  DiscussionDoubt,
  DiscussionPost,
  DiscussionThread,
  ExamDiscussionList,
  UpvoteState,
} from '@pariksha/shared/schemas/discussions';
import type { Db, Tx } from '../../db/client.ts';
import {
  discussionPosts,
  discussionThreads,
  discussionUpvotes,
  examSectionQuestions,
  examSections,
  examSets,
  questions,
  users,
} from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { openDiscussion } from './access.ts';

export const ONLY_STAFF_MARK_BEST = 'Only the staff of this test can mark the best answer';
export const ONLY_ANSWERS_BEST = 'Only an answer can be marked as the best answer';
export const OWN_POSTS_ONLY = 'You can delete only your own posts';
export const NO_OWN_UPVOTE = 'You cannot upvote your own post';
export const POST_REMOVED = 'This post has been removed';
export const ANSWER_A_DOUBT = 'Answer a question of this discussion';
export const POSTING_TOO_FAST = 'You are posting too fast. Please wait a few minutes and try again.';
/** A student may post this many doubts and answers in POSTING_WINDOW_MS (staff are not limited). */
export const POSTING_LIMIT = 10;
export const POSTING_WINDOW_MS = 10 * 60_000;

/** A thread shows at most this many posts (doubts and answers together), oldest first. */
const THREAD_POST_LIMIT = 1000;

/** The question as it appears in the test, or 404 when it is not one of the test's questions. */
async function questionOfExam(db: Db | Tx, examId: string, questionId: string) {
  const [row] = await db
    .select({
      text: questions.text,
      options: questions.options,
      correctOptionIds: questions.correctOptionIds,
      explanation: questions.explanation,
    })
    .from(examSectionQuestions)
    .innerJoin(examSections, eq(examSections.id, examSectionQuestions.sectionId))
    .innerJoin(examSets, eq(examSets.id, examSections.setId))
    .innerJoin(questions, eq(questions.id, examSectionQuestions.questionId))
    .where(and(eq(examSets.examId, examId), eq(examSectionQuestions.questionId, questionId)))
    .limit(1);
  if (!row) throw notFound('Question');
  return row;
}

function selectPosts(db: Db | Tx, me: string) {
  return db
    .select({
      p: discussionPosts,
      authorName: users.name,
      authorRole: users.role,
      authorOrgRole: users.orgRole,
      authorOrg: users.organizationId,
      upvotes: sql<number>`(select count(*)::int from discussion_upvotes u where u.post_id = ${discussionPosts.id})`,
      upvotedByMe: sql<boolean>`exists(select 1 from discussion_upvotes u where u.post_id = ${discussionPosts.id} and u.user_id = ${me})`,
    })
    .from(discussionPosts)
    .innerJoin(users, eq(users.id, discussionPosts.authorId));
}
type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['where']>>[number];

function toPost(r: PostRow, me: string, examOrg: string): DiscussionPost {
  const removed = r.p.removedBy ?? null;
  const staff =
    r.authorRole === 'superAdmin' ||
    (r.authorOrg === examOrg && (r.authorRole === 'admin' || r.authorOrgRole === 'owner' || r.authorOrgRole === 'teacher'));
  return {
    id: r.p.id,
    parentId: r.p.parentId,
    author: removed ? null : { id: r.p.authorId, name: r.authorName, isStaff: staff },
    body: removed ? null : r.p.body,
    removed,
    upvotes: Number(r.upvotes),
    upvotedByMe: Boolean(r.upvotedByMe),
    isBest: r.p.isBest,
    mine: r.p.authorId === me,
    createdAt: r.p.createdAt.toISOString(),
  };
}

const byVotes = (a: DiscussionPost, b: DiscussionPost) => b.upvotes - a.upvotes || a.createdAt.localeCompare(b.createdAt);

/** Doubts with their answers: a removed answer disappears, a removed doubt stays while it has answers. */
export function arrangeThread(posts: DiscussionPost[]): DiscussionDoubt[] {
  const answers = new Map<string, DiscussionPost[]>();
  for (const p of posts) {
    if (!p.parentId || p.removed) continue;
    answers.set(p.parentId, [...(answers.get(p.parentId) ?? []), p]);
  }
  return posts
    .filter((p) => !p.parentId)
    .map((d) => ({
      ...d,
      answers: (answers.get(d.id) ?? []).sort((a, b) => Number(b.isBest) - Number(a.isBest) || byVotes(a, b)),
    }))
    .filter((d) => !d.removed || d.answers.length > 0)
    .sort(byVotes);
}

export async function getThread(db: Db, user: AuthUser, examId: string, questionId: string): Promise<DiscussionThread> {
  const { exam, staff } = await openDiscussion(db, user, examId);
  const question = await questionOfExam(db, examId, questionId);
  // The thread shows the key: the one visibility rule decides, as for every question a student
  // reads (the same question may sit in another test still running).
  await assertQuestionVisible(db, user, questionId);
  const rows = await selectPosts(db, user.id)
    .innerJoin(discussionThreads, eq(discussionThreads.id, discussionPosts.threadId))
    .where(and(eq(discussionThreads.examId, examId), eq(discussionThreads.questionId, questionId)))
    .orderBy(asc(discussionPosts.createdAt), asc(discussionPosts.id))
    .limit(THREAD_POST_LIMIT);
  return {
    examId,
    questionId,
    examTitle: exam.title,
    examKind: exam.kind,
    question: {
      text: question.text,
      options: question.options,
      correctOptionIds: question.correctOptionIds,
      explanation: question.explanation,
    },
    canModerate: staff,
    doubts: arrangeThread(rows.map((r) => toPost(r, user.id, exam.organizationId))),
  };
}

/** The questions of a test that have a discussion, with how many doubts and answers are live. */
export async function listThreads(db: Db, user: AuthUser, examId: string): Promise<ExamDiscussionList> {
  await openDiscussion(db, user, examId);
  const rows = await db
    .select({
      questionId: discussionThreads.questionId,
      doubts: countDistinct(sql`case when ${discussionPosts.parentId} is null then ${discussionPosts.id} end`),
      posts: count(discussionPosts.id),
      lastPostAt: max(discussionPosts.createdAt),
    })
    .from(discussionThreads)
    .innerJoin(discussionPosts, and(eq(discussionPosts.threadId, discussionThreads.id), isNull(discussionPosts.removedAt)))
    .where(eq(discussionThreads.examId, examId))
    .groupBy(discussionThreads.questionId);
  return {
    examId,
    threads: rows.map((r) => ({
      questionId: r.questionId,
      doubts: Number(r.doubts),
      answers: Number(r.posts) - Number(r.doubts),
      lastPostAt: new Date(r.lastPostAt as Date | string).toISOString(),
    })),
  };
}

async function postView(db: Db | Tx, user: AuthUser, postId: string, examOrg: string): Promise<DiscussionPost> {
  const [row] = await selectPosts(db, user.id).where(eq(discussionPosts.id, postId));
  if (!row) throw notFound('Post');
  return toPost(row, user.id, examOrg);
}

/** A flood of posts from one student account is refused (429); staff answering many doubts are not limited. */
async function assertPostingAllowed(tx: Tx, userId: string) {
  const since = new Date(Date.now() - POSTING_WINDOW_MS);
  const [recent] = await tx
    .select({ n: count() })
    .from(discussionPosts)
    .where(and(eq(discussionPosts.authorId, userId), sql`${discussionPosts.createdAt} > ${since.toISOString()}`));
  if (recent.n >= POSTING_LIMIT) throw new AppError('RATE_LIMITED', POSTING_TOO_FAST);
}

/** A doubt (no parentId) or an answer to a doubt of the same thread; the thread is made by its first post. */
export async function createPost(
  db: Db,
  user: AuthUser,
  examId: string,
  questionId: string,
  input: { body: string; parentId?: string },
): Promise<DiscussionPost> {
  const { exam, staff } = await openDiscussion(db, user, examId);
  await questionOfExam(db, examId, questionId);
  const id = await db.transaction(async (tx) => {
    if (!staff) await assertPostingAllowed(tx, user.id);
    await tx.insert(discussionThreads).values({ organizationId: exam.organizationId, examId, questionId }).onConflictDoNothing();
    const [thread] = await tx
      .select({ id: discussionThreads.id })
      .from(discussionThreads)
      .where(and(eq(discussionThreads.examId, examId), eq(discussionThreads.questionId, questionId)));
    if (input.parentId) {
      const [parent] = await tx
        .select({ threadId: discussionPosts.threadId, parentId: discussionPosts.parentId, removedAt: discussionPosts.removedAt })
        .from(discussionPosts)
        .where(eq(discussionPosts.id, input.parentId));
      if (!parent || parent.threadId !== thread.id || parent.parentId !== null) throw badRequest(ANSWER_A_DOUBT);
      if (parent.removedAt) throw conflict(POST_REMOVED);
    }
    const [row] = await tx
      .insert(discussionPosts)
      .values({
        organizationId: exam.organizationId,
        threadId: thread.id,
        parentId: input.parentId ?? null,
        authorId: user.id,
        body: input.body,
      })
      .returning({ id: discussionPosts.id });
    return row.id;
  });
  return postView(db, user, id, exam.organizationId);
}

/** The post with its thread, after the same gate as the thread itself. */
async function postContext(db: Db, user: AuthUser, postId: string) {
  const [row] = await db
    .select({ post: discussionPosts, examId: discussionThreads.examId })
    .from(discussionPosts)
    .innerJoin(discussionThreads, eq(discussionThreads.id, discussionPosts.threadId))
    .where(eq(discussionPosts.id, postId));
  if (!row) throw notFound('Post');
  const { exam, staff } = await openDiscussion(db, user, row.examId);
  return { post: row.post, exam, staff };
}

/** Upvote on (PUT) or off (DELETE); either is idempotent: one upvote per person and post. */
export async function setUpvote(db: Db, user: AuthUser, postId: string, on: boolean): Promise<UpvoteState> {
  const { post } = await postContext(db, user, postId);
  if (on) {
    if (post.removedAt) throw conflict(POST_REMOVED);
    // 409 like a removed post: the web ends the session on a 403, and its button is off anyway.
    if (post.authorId === user.id) throw conflict(NO_OWN_UPVOTE);
    await db.insert(discussionUpvotes).values({ postId, userId: user.id, organizationId: post.organizationId }).onConflictDoNothing();
  } else {
    await db.delete(discussionUpvotes).where(and(eq(discussionUpvotes.postId, postId), eq(discussionUpvotes.userId, user.id)));
  }
  const [state] = await db
    .select({
      upvotes: count(),
      mine: sql<number>`count(*) filter (where ${discussionUpvotes.userId} = ${user.id})::int`,
    })
    .from(discussionUpvotes)
    .where(eq(discussionUpvotes.postId, postId));
  return { postId, upvotes: Number(state.upvotes), upvotedByMe: Number(state.mine) > 0 };
}

/** Staff of the exam mark an answer best (the doubt's earlier best loses the mark) or clear it. */
export async function setBest(db: Db, user: AuthUser, postId: string, best: boolean): Promise<DiscussionPost> {
  const { post, exam, staff } = await postContext(db, user, postId);
  if (!staff) throw forbidden(ONLY_STAFF_MARK_BEST);
  if (!post.parentId) throw badRequest(ONLY_ANSWERS_BEST);
  if (best && post.removedAt) throw conflict(POST_REMOVED);
  await db.transaction(async (tx) => {
    if (best) {
      await tx
        .update(discussionPosts)
        .set({ isBest: false })
        .where(and(eq(discussionPosts.parentId, post.parentId!), eq(discussionPosts.isBest, true), ne(discussionPosts.id, postId)));
    }
    await tx.update(discussionPosts).set({ isBest: best }).where(eq(discussionPosts.id, postId));
  });
  return postView(db, user, postId, exam.organizationId);
}

/** The author deletes their post; the exam's staff hide anyone's. Removing twice changes nothing. */
export async function removePost(db: Db, user: AuthUser, postId: string): Promise<DiscussionPost> {
  const { post, exam, staff } = await postContext(db, user, postId);
  const mine = post.authorId === user.id;
  if (!mine && !staff) throw forbidden(OWN_POSTS_ONLY);
  if (!post.removedAt) {
    const where: SQL = and(eq(discussionPosts.id, postId), isNull(discussionPosts.removedAt))!;
    await db
      .update(discussionPosts)
      .set({ removedAt: new Date(), removedBy: mine ? 'author' : 'staff', isBest: false })
      .where(where);
  }
  return postView(db, user, postId, exam.organizationId);
}
