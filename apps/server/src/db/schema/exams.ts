import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** Text in both languages; either may be missing (a question written only in Hindi, say). */
export type Bilingual = { hi?: string; en?: string };
export type QuestionOption = { id: string; hi?: string; en?: string };

/**
 * The organisation's question bank, shared by the exam engine and the practice features.
 * Correct options and explanations live here and are copied to nobody before submission.
 */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    subject: text('subject').notNull(),
    topic: text('topic').notNull(),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] })
      .notNull()
      .default('medium'),
    text: jsonb('text').$type<Bilingual>().notNull(),
    options: jsonb('options').$type<QuestionOption[]>().notNull(),
    correctOptionIds: text('correct_option_ids').array().notNull(),
    explanation: jsonb('explanation').$type<Bilingual>().notNull().default({}),
    imageUrl: text('image_url'),
    /** Stable key of seeded or imported content, so seeding again changes nothing. */
    sourceKey: text('source_key'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_org_subject_topic_idx').on(t.organizationId, t.subject, t.topic),
    uniqueIndex('questions_org_source_key_unique').on(t.organizationId, t.sourceKey),
  ],
);

/** A test series. Platform-wide content belongs to the default organisation. */
export const exams = pgTable(
  'exams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** One of the 24 template codes (EXAM_CODES). */
    code: text('code').notNull(),
    title: jsonb('title').$type<Bilingual>().notNull(),
    description: jsonb('description').$type<Bilingual>().notNull().default({}),
    kind: text('kind', { enum: ['practice', 'live', 'mock'] }).notNull(),
    /** organization: members only; public: every signed-in user; paid: members of a plan (payments issue). */
    visibility: text('visibility', { enum: ['organization', 'public', 'paid'] })
      .notNull()
      .default('organization'),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`ARRAY['hi','en']::text[]`),
    isPublished: boolean('is_published').notNull().default(false),
    /** Live tests: the window in which attempts may start and run. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** A live test that has ended: its attempts' points count on the all-time board (schema/points.ts). */
    pointsReleased: boolean('points_released').notNull().default(false),
    /** Live tests in several slots (sets): how scores are made comparable (docs/normalisation.md). */
    normalisation: text('normalisation', { enum: ['none', 'linear', 'equipercentile'] })
      .notNull()
      .default('none'),
    sourceKey: text('source_key'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('exams_org_published_idx').on(t.organizationId, t.isPublished),
    uniqueIndex('exams_org_source_key_unique').on(t.organizationId, t.sourceKey),
  ],
);

/** A paper of a test series. Marks are decimal strings as in the templates; scoring parses them exactly. */
export const examSets = pgTable(
  'exam_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    title: jsonb('title').$type<Bilingual>().notNull(),
    position: integer('position').notNull().default(0),
    timingMode: text('timing_mode', { enum: ['whole', 'perSection'] })
      .notNull()
      .default('whole'),
    durationMinutes: integer('duration_minutes').notNull(),
    passingMarks: text('passing_marks').notNull(),
    totalMarks: text('total_marks').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exam_sets_exam_idx').on(t.examId, t.position)],
);

/**
 * A set's paper key: random AES-256-GCM key (base64) that seals the paper a live test's hall
 * pre-loads during the countdown; only the start response hands it out. Its own table, so no
 * query of exam_sets can carry it into a response by accident.
 */
export const examPaperKeys = pgTable('exam_paper_keys', {
  setId: uuid('set_id')
    .primaryKey()
    .references(() => examSets.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const examSections = pgTable(
  'exam_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    setId: uuid('set_id')
      .notNull()
      .references(() => examSets.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    position: integer('position').notNull().default(0),
    name: jsonb('name').$type<Bilingual>().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** The template's planned count; the questions actually attached are in exam_section_questions. */
    plannedQuestionCount: integer('planned_question_count').notNull(),
    markCorrect: text('mark_correct').notNull(),
    markWrong: text('mark_wrong').notNull(),
    timePerQuestionSeconds: integer('time_per_question_seconds').notNull(),
  },
  (t) => [index('exam_sections_set_idx').on(t.setId, t.position)],
);

export const examSectionQuestions = pgTable(
  'exam_section_questions',
  {
    sectionId: uuid('section_id')
      .notNull()
      .references(() => examSections.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.questionId] }), index('exam_section_questions_question_idx').on(t.questionId)],
);

/**
 * One student's sitting of a set. The server fixes the deadline at the start; the score is
 * stored exactly (numerator/denominator) and in hundredths for sorting leaderboards.
 */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    setId: uuid('set_id')
      .notNull()
      .references(() => examSets.id, { onDelete: 'cascade' }),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    /** The exam's organisation (tenancy of results); the student's own is on users. */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    attemptNumber: integer('attempt_number').notNull().default(1),
    status: text('status', { enum: ['inProgress', 'submitted'] })
      .notNull()
      .default('inProgress'),
    language: text('language', { enum: ['hi', 'en'] })
      .notNull()
      .default('hi'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    /** Per-section timing: [{ sectionId, startsAt, endsAt }] fixed at the start. */
    sectionSchedule: jsonb('section_schedule').$type<Array<{ sectionId: string; startsAt: string; endsAt: string }>>(),
    currentSectionId: uuid('current_section_id'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedBy: text('submitted_by', { enum: ['student', 'auto'] }),
    scoreNumerator: bigint('score_numerator', { mode: 'number' }),
    scoreDenominator: bigint('score_denominator', { mode: 'number' }),
    scoreHundredths: integer('score_hundredths'),
    correct: integer('correct'),
    wrong: integer('wrong'),
    unattempted: integer('unattempted'),
    timeTakenMs: integer('time_taken_ms'),
    /** Per-section scores and counts, written once at submission. */
    sectionResults: jsonb('section_results'),
    /**
     * Times the hall saw the test hidden (another tab or app): the highest count the hall sent
     * with its saves, an integrity signal for staff (never acted on by itself).
     */
    tabSwitches: integer('tab_switches').notNull().default(0),
  },
  (t) => [
    uniqueIndex('exam_attempts_set_user_number_unique').on(t.setId, t.userId, t.attemptNumber),
    index('exam_attempts_leaderboard_idx')
      .on(t.setId, t.scoreHundredths.desc(), t.timeTakenMs)
      .where(sql`status = 'submitted' AND attempt_number = 1`),
    index('exam_attempts_due_idx')
      .on(t.deadline)
      .where(sql`status = 'inProgress'`),
    index('exam_attempts_user_idx').on(t.userId),
    // The institute dashboard and a student's performance read each student's latest submissions
    // (last tests, last activity, the last weeks) as one short range per student.
    index('exam_attempts_user_submitted_idx').on(t.userId, t.submittedAt),
  ],
);

/**
 * The latest saved answer per question. `clientSeq` makes saves idempotent and order-proof:
 * a retried or late-arriving older save (lower seq) never overwrites a newer one.
 */
export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    /**
     * No foreign key on purpose: the server only accepts questions of the attempt's (frozen)
     * paper, and a key check would share-lock the question row on every first save, which
     * thousands of students answering the same question at once would all contend on.
     */
    questionId: uuid('question_id').notNull(),
    selectedOptionIds: text('selected_option_ids')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    state: text('state', { enum: ['notVisited', 'notAnswered', 'answered', 'marked', 'answeredMarked'] }).notNull(),
    timeSpentMs: integer('time_spent_ms').notNull().default(0),
    clientSeq: bigint('client_seq', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);
