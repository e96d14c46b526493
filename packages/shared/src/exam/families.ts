import { EXAM_CODES, type ExamCode } from './templates.ts';

/**
 * The exam families a student can name as their goal (sign-up's "which exam are you preparing
 * for?", users.exam_goals), in the order a student scans them. The exam guides group by the
 * same families, plus a 'general' group of their own for the practice template.
 */
export const EXAM_FAMILIES = ['ssc', 'railway', 'banking', 'civil', 'defence', 'teaching'] as const;
export type ExamFamily = (typeof EXAM_FAMILIES)[number];

export const isExamFamily = (value: unknown): value is ExamFamily => (EXAM_FAMILIES as readonly unknown[]).includes(value);

/** Short names for places without i18next (server messages, SMS); the web uses its locale files. */
export const EXAM_FAMILY_LABELS: Record<ExamFamily, { hi: string; en: string }> = {
  ssc: { hi: 'SSC', en: 'SSC' },
  railway: { hi: 'रेलवे', en: 'Railways' },
  banking: { hi: 'बैंकिंग', en: 'Banking' },
  civil: { hi: 'UPSC और राज्य सेवाएँ', en: 'UPSC and state services' },
  defence: { hi: 'पुलिस और रक्षा', en: 'Police and defence' },
  teaching: { hi: 'शिक्षण', en: 'Teaching' },
};

/** null: the general practice template belongs to no family. */
const FAMILY_OF: Record<ExamCode, ExamFamily | null> = {
  SSC: 'ssc',
  SSC_CGL_TIER_1: 'ssc',
  NTPC: 'railway',
  RAILWAY_GROUP_D: 'railway',
  IBPS_PO: 'banking',
  SBI_PO: 'banking',
  IBPS_CLERK: 'banking',
  SBI_CLERK: 'banking',
  RBI_GRADE_B: 'banking',
  RBI_ASSISTANT: 'banking',
  NABARD: 'banking',
  UPSC_CSE: 'civil',
  UPPSC: 'civil',
  BPSC: 'civil',
  MPPSC: 'civil',
  RO_ARO: 'civil',
  UP_POLICE: 'defence',
  UPSI: 'defence',
  NDA: 'defence',
  CDS: 'defence',
  AFCAT: 'defence',
  CTET: 'teaching',
  // Teachers are most of DSSSB's recruitment.
  DSSSB: 'teaching',
  GENERAL_EXAM: null,
};

export const familyOfExam = (code: ExamCode): ExamFamily | null => FAMILY_OF[code];

/** The exam codes of the given families, in EXAM_CODES order. */
export const examsOfFamilies = (families: readonly ExamFamily[]): ExamCode[] =>
  EXAM_CODES.filter((code) => {
    const family = FAMILY_OF[code];
    return family !== null && families.includes(family);
  });

/**
 * The taxonomy subjects (taxonomy.ts keys) each family's papers weigh most, first first: the
 * quiz home puts a student's goal subjects at the top. From the papers' sections (templates.ts).
 */
export const FAMILY_SUBJECTS: Record<ExamFamily, readonly string[]> = {
  ssc: ['math', 'reasoning', 'english', 'static gk', 'polity', 'modern history'],
  railway: ['math', 'reasoning', 'physics', 'chemistry', 'biology', 'static gk'],
  banking: ['math', 'reasoning', 'english', 'computer', 'economics'],
  civil: ['polity', 'modern history', 'indian geography', 'economics', 'environment', 'ancient history', 'medieval history'],
  defence: ['math', 'reasoning', 'static gk', 'hindi', 'physics', 'english'],
  teaching: ['hindi', 'english', 'math', 'environment', 'reasoning'],
};

/** The goal subjects of these families, once each, in the order of the families and their lists. */
export const subjectsForGoals = (families: readonly ExamFamily[]): string[] => [
  ...new Set(EXAM_FAMILIES.filter((f) => families.includes(f)).flatMap((f) => FAMILY_SUBJECTS[f])),
];
