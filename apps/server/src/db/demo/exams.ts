import { and, count, eq, inArray } from 'drizzle-orm';
import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import type { ExamCode } from '@pariksha/shared/exam/templates';
import { OPTION_IDS } from '@pariksha/shared/schemas/question-bank';
import type { Db, Tx } from '../client.ts';
import { DEMO_ORG_ID } from '../seed.ts';
import { exams, examSectionQuestions, examSections, examSets, questions } from '../schema/index.ts';
import { sectionsFromTemplate, setFromTemplate } from '../../modules/exam-authoring/template-copy.ts';
import {
  allDemoQuestions,
  englishQuestions,
  generalAwarenessQuestions,
  mathQuestions,
  reasoningQuestions,
  type DemoQuestion,
} from './exam-questions/index.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

export type DemoExam = {
  sourceKey: string;
  organizationId: string;
  code: ExamCode;
  title: { hi: string; en: string };
  description: { hi: string; en: string };
  kind: 'practice' | 'live' | 'mock';
  visibility: 'organization' | 'public' | 'paid';
  window?: { startsAt: Date; endsAt: Date };
  /** The questions of each template section, in the template's section order. */
  sections: DemoQuestion[][];
};

/** Takes `n` questions from `from` on, in order. */
const take = (list: DemoQuestion[], from: number, n: number) => {
  const picked = list.slice(from, from + n);
  if (picked.length !== n) throw new Error(`Demo exam needs ${n} questions from ${from}, the list has ${list.length}`);
  return picked;
};

/** Alternates between the lists, so a one-section test mixes its subjects. */
function interleave(...lists: DemoQuestion[][]): DemoQuestion[] {
  const out: DemoQuestion[] = [];
  for (let i = 0; i < Math.max(...lists.map((l) => l.length)); i++) for (const l of lists) if (l[i]) out.push(l[i]);
  return out;
}

/** The demo's tests. Live windows are relative to `now` (the first seed), so the demo always has a test running. */
export function demoExams(now: Date): DemoExam[] {
  const t = now.getTime();
  return [
    {
      sourceKey: 'demo:ssc-cgl-tier-1-mock-1',
      organizationId: DEFAULT_ORG_ID,
      code: 'SSC_CGL_TIER_1',
      title: { hi: 'SSC CGL टियर 1 मॉक टेस्ट 1', en: 'SSC CGL Tier 1 Mock Test 1' },
      description: {
        hi: 'पूर्ण लंबाई का मॉक टेस्ट: 100 प्रश्न, 60 मिनट, चार खंड। प्रत्येक सही उत्तर पर 2 अंक, गलत उत्तर पर 0.50 अंक कटेंगे।',
        en: 'A full-length mock test: 100 questions, 60 minutes, four sections. 2 marks per correct answer, 0.50 deducted per wrong answer.',
      },
      kind: 'mock',
      visibility: 'public',
      sections: [
        take(reasoningQuestions, 0, 25),
        take(generalAwarenessQuestions, 0, 25),
        take(mathQuestions, 0, 25),
        take(englishQuestions, 0, 25),
      ],
    },
    {
      sourceKey: 'demo:rrb-ntpc-practice-1',
      organizationId: DEFAULT_ORG_ID,
      code: 'NTPC',
      title: { hi: 'RRB NTPC प्रैक्टिस सेट 1', en: 'RRB NTPC Practice Set 1' },
      description: {
        hi: 'गणित, तर्कशक्ति और सामान्य जागरूकता का अभ्यास सेट: 100 प्रश्न, 90 मिनट। जितनी बार चाहें दोबारा दें।',
        en: 'A practice set of Mathematics, Reasoning and General Awareness: 100 questions, 90 minutes. Retake it as often as you like.',
      },
      kind: 'practice',
      visibility: 'public',
      sections: [take(mathQuestions, 20, 30), take(reasoningQuestions, 15, 30), take(generalAwarenessQuestions, 15, 40)],
    },
    {
      sourceKey: 'demo:weekly-live-test-1',
      organizationId: DEMO_ORG_ID,
      code: 'GENERAL_EXAM',
      title: { hi: 'साप्ताहिक लाइव टेस्ट 1', en: 'Weekly Live Test 1' },
      description: {
        hi: 'गणित, तर्कशक्ति, अंग्रेज़ी और सामान्य जागरूकता के 50 मिश्रित प्रश्न। परिणाम और रैंक टेस्ट समाप्त होने के बाद।',
        en: '50 mixed questions of Mathematics, Reasoning, English and General Awareness. Results and ranks after the test closes.',
      },
      kind: 'live',
      visibility: 'organization',
      window: { startsAt: new Date(t - HOUR), endsAt: new Date(t + 30 * DAY) },
      sections: [
        interleave(
          take(mathQuestions, 0, 13),
          take(reasoningQuestions, 0, 13),
          take(englishQuestions, 0, 12),
          take(generalAwarenessQuestions, 0, 12),
        ),
      ],
    },
    {
      sourceKey: 'demo:ssc-live-mock-1',
      organizationId: DEMO_ORG_ID,
      code: 'SSC',
      title: { hi: 'SSC लाइव मॉक टेस्ट', en: 'SSC Live Mock Test' },
      description: {
        hi: 'संस्थान का लाइव मॉक टेस्ट: 100 प्रश्न, 60 मिनट। टेस्ट दो घंटे के लिए खुलेगा।',
        en: "The institute's live mock test: 100 questions, 60 minutes. The test stays open for two hours.",
      },
      kind: 'live',
      visibility: 'organization',
      window: { startsAt: new Date(t + 3 * DAY), endsAt: new Date(t + 3 * DAY + 2 * HOUR) },
      sections: [
        take(reasoningQuestions, 20, 25),
        take(generalAwarenessQuestions, 30, 25),
        take(mathQuestions, 25, 25),
        take(englishQuestions, 5, 25),
      ],
    },
    // Paid test series (payments): one the platform sells, one Demo Institute sells, each
    // unlocked by a demo plan (demo/payments.ts), so the whole purchase can be tried.
    ...(['platform', 'institute'] as const).map((who): DemoExam => ({
      sourceKey: `demo:paid-series-${who}`,
      organizationId: who === 'platform' ? DEFAULT_ORG_ID : DEMO_ORG_ID,
      code: 'GENERAL_EXAM',
      title:
        who === 'platform'
          ? { hi: 'प्रीमियम टेस्ट सीरीज़: सामान्य परीक्षा 1', en: 'Premium Test Series: General Exam 1' }
          : { hi: 'संस्थान प्रीमियम टेस्ट 1', en: 'Institute Premium Test 1' },
      description: {
        hi: 'सशुल्क टेस्ट सीरीज़: गणित, तर्कशक्ति, अंग्रेज़ी और सामान्य जागरूकता के 50 प्रश्न। किसी प्लान से खुलती है।',
        en: 'A paid test series: 50 questions of Mathematics, Reasoning, English and General Awareness. Unlocked by a plan.',
      },
      kind: 'mock',
      visibility: 'paid',
      sections: [
        interleave(
          take(mathQuestions, 37, 13),
          take(reasoningQuestions, 32, 13),
          take(englishQuestions, 18, 12),
          take(generalAwarenessQuestions, 43, 12),
        ),
      ],
    })),
  ];
}

/** A demo question as a bank row of `organizationId`; the key makes seeding again a no-op. */
export function demoQuestionRow(q: DemoQuestion, organizationId: string): typeof questions.$inferInsert {
  return {
    organizationId,
    subject: q.subject,
    topic: q.topic,
    difficulty: q.difficulty,
    text: { hi: q.hi.text, en: q.en.text },
    options: q.hi.options.map((hi, i) => ({ id: OPTION_IDS[i], hi, en: q.en.options[i] })),
    correctOptionIds: [OPTION_IDS[q.correct]],
    explanation: { hi: q.hi.explanation, en: q.en.explanation },
    sourceKey: q.key,
  };
}

async function insertExam(tx: Tx, exam: DemoExam, questionId: Map<string, string>) {
  const [row] = await tx
    .insert(exams)
    .values({
      organizationId: exam.organizationId,
      code: exam.code,
      title: exam.title,
      description: exam.description,
      kind: exam.kind,
      visibility: exam.visibility,
      isPublished: true,
      startsAt: exam.window?.startsAt ?? null,
      endsAt: exam.window?.endsAt ?? null,
      sourceKey: exam.sourceKey,
    })
    .onConflictDoNothing()
    .returning({ id: exams.id });
  if (!row) return; // seeded before
  const [set] = await tx
    .insert(examSets)
    .values({ examId: row.id, organizationId: exam.organizationId, title: { hi: 'सेट 1', en: 'Set 1' }, ...setFromTemplate(exam.code) })
    .returning({ id: examSets.id });
  const sections = await tx
    .insert(examSections)
    .values(sectionsFromTemplate(exam.code).map((s) => ({ ...s, setId: set.id, organizationId: exam.organizationId })))
    .returning({ id: examSections.id, position: examSections.position });
  const links = sections.flatMap((s) =>
    exam.sections[s.position].map((q, position) => ({
      sectionId: s.id,
      questionId: questionId.get(`${exam.organizationId}:${q.key}`)!,
      position,
    })),
  );
  await tx.insert(examSectionQuestions).values(links);
}

/**
 * The demo question bank and tests: every demo question in the platform's bank, the ones the
 * Demo Institute's tests use copied into its own bank, and the four tests. Idempotent (unique
 * source keys) and cheap when already seeded: one query.
 */
export async function seedDemoExams(db: Db, now = new Date()): Promise<void> {
  const plan = demoExams(now);
  const keys = plan.map((e) => e.sourceKey);
  const [{ n }] = await db.select({ n: count() }).from(exams).where(inArray(exams.sourceKey, keys));
  if (n === plan.length) return;

  const demoOrgKeys = new Set(plan.filter((e) => e.organizationId === DEMO_ORG_ID).flatMap((e) => e.sections.flat().map((q) => q.key)));
  const rows = [
    ...allDemoQuestions.map((q) => demoQuestionRow(q, DEFAULT_ORG_ID)),
    ...allDemoQuestions.filter((q) => demoOrgKeys.has(q.key)).map((q) => demoQuestionRow(q, DEMO_ORG_ID)),
  ];
  await db.transaction(async (tx) => {
    await tx.insert(questions).values(rows).onConflictDoNothing();
    const ids = await tx
      .select({ id: questions.id, organizationId: questions.organizationId, sourceKey: questions.sourceKey })
      .from(questions)
      .where(
        and(
          inArray(questions.organizationId, [DEFAULT_ORG_ID, DEMO_ORG_ID]),
          inArray(
            questions.sourceKey,
            allDemoQuestions.map((q) => q.key),
          ),
        ),
      );
    const questionId = new Map(ids.map((r) => [`${r.organizationId}:${r.sourceKey}`, r.id]));
    for (const exam of plan) await insertExam(tx, exam, questionId);
  });
}

/** The demo exam with this source key, for tests. */
export async function findDemoExamId(db: Db, sourceKey: string, organizationId = DEFAULT_ORG_ID) {
  const [row] = await db
    .select({ id: exams.id })
    .from(exams)
    .where(and(eq(exams.sourceKey, sourceKey), eq(exams.organizationId, organizationId)));
  return row?.id;
}
