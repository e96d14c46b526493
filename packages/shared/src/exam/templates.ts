/**
 * The 24 exam templates of the spec. Numbers are strings because the spec stores them so;
 * marks are parsed exactly with parseMark. Where the official paper does not fit the spec's
 * counts, sections are scaled or split evenly so that the template's own totals always hold
 * (templates.test.ts checks this for every template).
 */
export const EXAM_CODES = [
  'NTPC',
  'SSC',
  'RAILWAY_GROUP_D',
  'RO_ARO',
  'UPSI',
  'SSC_CGL_TIER_1',
  'IBPS_PO',
  'SBI_PO',
  'UPSC_CSE',
  'NDA',
  'IBPS_CLERK',
  'SBI_CLERK',
  'RBI_GRADE_B',
  'RBI_ASSISTANT',
  'NABARD',
  'UP_POLICE',
  'UPPSC',
  'BPSC',
  'MPPSC',
  'DSSSB',
  'CTET',
  'CDS',
  'AFCAT',
  'GENERAL_EXAM',
] as const;
export type ExamCode = (typeof EXAM_CODES)[number];

export type TemplateSection = {
  sectionName: string;
  sectionNameHi: string;
  sectionDuration: string;
  totalQuestions: string;
  markForCorrectAns: string;
  /** The penalty, non-negative: '0.50' means −0.50 per wrong answer, '0' no negative marking. */
  markForInCorrectAns: string;
  timePerQuestion: string;
};

export type ExamTemplate = {
  code: ExamCode;
  title: { hi: string; en: string };
  duration: string;
  totalQuestions: string;
  totalSections: string;
  passingMarks: string;
  totalMarks: string;
  sections: TemplateSection[];
};

/** [English name, Hindi name, minutes, questions] */
type SectionRow = [string, string, number, number];

type TemplateInput = {
  title: { en: string; hi: string };
  duration: number;
  totalQuestions: number;
  totalSections: number;
  passingMarks: number;
  totalMarks: number;
  correct: string;
  wrong: string;
  sections: SectionRow[];
};

/**
 * Totals are written out as the spec gives them (not derived from the rows) so the tests can
 * check that the sections really add up. The marking scheme applies to every section.
 */
function template(code: ExamCode, t: TemplateInput): ExamTemplate {
  return {
    code,
    title: { hi: t.title.hi, en: t.title.en },
    duration: String(t.duration),
    totalQuestions: String(t.totalQuestions),
    totalSections: String(t.totalSections),
    passingMarks: String(t.passingMarks),
    totalMarks: String(t.totalMarks),
    sections: t.sections.map(([en, hi, minutes, questions]) => ({
      sectionName: en,
      sectionNameHi: hi,
      sectionDuration: String(minutes),
      totalQuestions: String(questions),
      markForCorrectAns: t.correct,
      markForInCorrectAns: t.wrong,
      timePerQuestion: String(Math.round((minutes * 60) / questions)),
    })),
  };
}

// Section names shared by several templates.
const MATHS: [string, string] = ['Mathematics', 'गणित'];
const GIR: [string, string] = ['General Intelligence and Reasoning', 'सामान्य बुद्धि एवं तर्कशक्ति'];
const GA: [string, string] = ['General Awareness', 'सामान्य जागरूकता'];
const QA: [string, string] = ['Quantitative Aptitude', 'मात्रात्मक योग्यता'];
const ENGLISH_COMPREHENSION: [string, string] = ['English Comprehension', 'अंग्रेज़ी बोध'];
const ENGLISH_LANGUAGE: [string, string] = ['English Language', 'अंग्रेज़ी भाषा'];
const REASONING_ABILITY: [string, string] = ['Reasoning Ability', 'तर्क क्षमता'];
const NUMERICAL_ABILITY: [string, string] = ['Numerical Ability', 'संख्यात्मक योग्यता'];
const GENERAL_HINDI: [string, string] = ['General Hindi', 'सामान्य हिंदी'];
const GENERAL_STUDIES: [string, string] = ['General Studies', 'सामान्य अध्ययन'];
const GENERAL_KNOWLEDGE: [string, string] = ['General Knowledge', 'सामान्य ज्ञान'];
const NUMERICAL_MENTAL: [string, string] = ['Numerical and Mental Ability', 'संख्यात्मक एवं मानसिक योग्यता'];
const MENTAL_APTITUDE: [string, string] = ['Mental Aptitude, IQ and Reasoning', 'मानसिक अभिरुचि, बुद्धिलब्धि एवं तार्किक क्षमता'];
// State PSC prelims are a single General Studies paper; these three groups split it evenly.
const HISTORY: [string, string] = ['History and Culture', 'इतिहास एवं संस्कृति'];
const GEOGRAPHY_POLITY: [string, string] = ['Geography and Polity', 'भूगोल एवं राजव्यवस्था'];
const ECONOMY_SCIENCE: [string, string] = ['Economy, Science and Current Affairs', 'अर्थव्यवस्था, विज्ञान एवं समसामयिकी'];

const row = (name: [string, string], minutes: number, questions: number): SectionRow => [name[0], name[1], minutes, questions];

/** SSC CHSL/CGL Tier 1: four sections of 25 questions, 15 minutes each (spec). */
const SSC_SECTIONS = [GIR, GA, QA, ENGLISH_COMPREHENSION].map((s) => row(s, 15, 25));

/**
 * Bank prelims are English 30 / Quant 35 / Reasoning 35 at 20 minutes each (60 in all). The spec's
 * durations are longer, so the equal 20-minute split is scaled up: 60/60/60 for 180 minutes,
 * 54/53/53 for 160 (the odd minute goes to the first section).
 */
const bankPrelims = (quant: [string, string], minutes: [number, number, number]): SectionRow[] => [
  row(ENGLISH_LANGUAGE, minutes[0], 30),
  row(quant, minutes[1], 35),
  row(REASONING_ABILITY, minutes[2], 35),
];
const PO_SECTIONS = bankPrelims(QA, [60, 60, 60]);
const CLERK_SECTIONS = bankPrelims(NUMERICAL_ABILITY, [54, 53, 53]);

export const EXAM_TEMPLATES: Record<ExamCode, ExamTemplate> = {
  NTPC: template('NTPC', {
    title: { en: 'RRB NTPC', hi: 'RRB NTPC' },
    duration: 90,
    totalQuestions: 100,
    totalSections: 3,
    passingMarks: 40,
    totalMarks: 100,
    correct: '1',
    wrong: '0.25',
    sections: [row(MATHS, 30, 30), row(GIR, 30, 30), row(GA, 30, 40)],
  }),
  SSC: template('SSC', {
    title: { en: 'SSC', hi: 'SSC' },
    duration: 60,
    totalQuestions: 100,
    totalSections: 4,
    passingMarks: 35,
    totalMarks: 200,
    correct: '2',
    wrong: '0.50',
    sections: SSC_SECTIONS,
  }),
  RAILWAY_GROUP_D: template('RAILWAY_GROUP_D', {
    title: { en: 'RRB Group D', hi: 'RRB Group D' },
    duration: 90,
    totalQuestions: 100,
    totalSections: 4,
    passingMarks: 40,
    totalMarks: 100,
    correct: '1',
    wrong: '0.33',
    // Official question split; the single 90-minute paper is divided in proportion to questions.
    sections: [row(MATHS, 23, 25), row(GIR, 27, 30), row(['General Science', 'सामान्य विज्ञान'], 22, 25), row(GA, 18, 20)],
  }),
  RO_ARO: template('RO_ARO', {
    title: { en: 'UPPSC RO/ARO', hi: 'UPPSC RO/ARO' },
    duration: 120,
    totalQuestions: 200,
    totalSections: 2,
    passingMarks: 60,
    totalMarks: 200,
    correct: '1',
    wrong: '0',
    // Official: General Studies 140 + General Hindi 60; minutes in proportion to questions.
    sections: [row(GENERAL_STUDIES, 84, 140), row(GENERAL_HINDI, 36, 60)],
  }),
  UPSI: template('UPSI', {
    title: { en: 'UP Police SI', hi: 'UP Police SI' },
    duration: 120,
    totalQuestions: 160,
    totalSections: 4,
    passingMarks: 60,
    totalMarks: 400,
    correct: '2.5',
    wrong: '0',
    sections: [
      row(GENERAL_HINDI, 30, 40),
      row(['Basic Law, Constitution and General Knowledge', 'मूल विधि, संविधान एवं सामान्य ज्ञान'], 30, 40),
      row(NUMERICAL_MENTAL, 30, 40),
      row(MENTAL_APTITUDE, 30, 40),
    ],
  }),
  SSC_CGL_TIER_1: template('SSC_CGL_TIER_1', {
    title: { en: 'SSC CGL Tier 1', hi: 'SSC CGL टियर 1' },
    duration: 60,
    totalQuestions: 100,
    totalSections: 4,
    passingMarks: 40,
    totalMarks: 200,
    correct: '2',
    wrong: '0.50',
    sections: SSC_SECTIONS,
  }),
  IBPS_PO: template('IBPS_PO', {
    title: { en: 'IBPS PO', hi: 'IBPS PO' },
    duration: 180,
    totalQuestions: 100,
    totalSections: 3,
    passingMarks: 40,
    totalMarks: 100,
    correct: '1',
    wrong: '0.25',
    // Official prelims: 20 minutes per section; scaled to 60 each for the spec's 180 minutes.
    sections: PO_SECTIONS,
  }),
  SBI_PO: template('SBI_PO', {
    title: { en: 'SBI PO', hi: 'SBI PO' },
    duration: 180,
    totalQuestions: 100,
    totalSections: 3,
    passingMarks: 40,
    totalMarks: 100,
    correct: '1',
    wrong: '0.25',
    sections: PO_SECTIONS,
  }),
  UPSC_CSE: template('UPSC_CSE', {
    title: { en: 'UPSC Civil Services (Prelims)', hi: 'UPSC सिविल सेवा (प्रारंभिक)' },
    duration: 120,
    totalQuestions: 100,
    totalSections: 2,
    passingMarks: 33,
    totalMarks: 200,
    correct: '2',
    wrong: '0.66',
    // The spec folds both prelims papers (GS I: 100 q, CSAT: 80 q, 2 hours each) into one
    // 100-question, 2-hour template, so the two papers share it evenly.
    sections: [
      row(['General Studies Paper I', 'सामान्य अध्ययन प्रश्नपत्र I'], 60, 50),
      row(['General Studies Paper II (CSAT)', 'सामान्य अध्ययन प्रश्नपत्र II (सीसैट)'], 60, 50),
    ],
  }),
  NDA: template('NDA', {
    title: { en: 'NDA', hi: 'NDA' },
    duration: 150,
    totalQuestions: 150,
    totalSections: 2,
    passingMarks: 35,
    totalMarks: 900,
    correct: '6',
    wrong: '2',
    // Official: Mathematics 120 q + GAT 150 q in two papers; the spec's 150 questions split evenly.
    sections: [row(MATHS, 75, 75), row(['General Ability Test', 'सामान्य योग्यता परीक्षण'], 75, 75)],
  }),
  IBPS_CLERK: template('IBPS_CLERK', {
    title: { en: 'IBPS Clerk', hi: 'IBPS Clerk' },
    duration: 160,
    totalQuestions: 100,
    totalSections: 3,
    passingMarks: 35,
    totalMarks: 100,
    correct: '1',
    wrong: '0.25',
    sections: CLERK_SECTIONS,
  }),
  SBI_CLERK: template('SBI_CLERK', {
    title: { en: 'SBI Clerk', hi: 'SBI Clerk' },
    duration: 160,
    totalQuestions: 100,
    totalSections: 3,
    passingMarks: 35,
    totalMarks: 100,
    correct: '1',
    wrong: '0.25',
    sections: CLERK_SECTIONS,
  }),
  RBI_GRADE_B: template('RBI_GRADE_B', {
    title: { en: 'RBI Grade B', hi: 'RBI ग्रेड B' },
    duration: 180,
    totalQuestions: 120,
    totalSections: 4,
    passingMarks: 40,
    totalMarks: 200,
    correct: '1.67',
    wrong: '0.42',
    // Official Phase I is 80/60/30/30 of 200 questions; scaled ×0.6 to the spec's 120. The official
    // sectional times (25/45/25/25) do not scale to whole minutes, so minutes follow questions.
    sections: [row(GA, 72, 48), row(REASONING_ABILITY, 54, 36), row(ENGLISH_LANGUAGE, 27, 18), row(QA, 27, 18)],
  }),
  RBI_ASSISTANT: template('RBI_ASSISTANT', {
    title: { en: 'RBI Assistant', hi: 'RBI असिस्टेंट' },
    duration: 160,
    totalQuestions: 100,
    totalSections: 3,
    passingMarks: 35,
    totalMarks: 100,
    correct: '1',
    wrong: '0.25',
    sections: CLERK_SECTIONS,
  }),
  NABARD: template('NABARD', {
    title: { en: 'NABARD Grade A', hi: 'NABARD ग्रेड A' },
    duration: 120,
    totalQuestions: 80,
    totalSections: 4,
    passingMarks: 40,
    totalMarks: 200,
    correct: '2.5',
    wrong: '0.625',
    // The official paper has eight parts; the spec's four sections take its core areas, split evenly.
    sections: [
      row(ENGLISH_LANGUAGE, 30, 20),
      row(REASONING_ABILITY, 30, 20),
      row(['Economic and Social Issues', 'आर्थिक एवं सामाजिक मुद्दे'], 30, 20),
      row(['Agriculture and Rural Development', 'कृषि एवं ग्रामीण विकास'], 30, 20),
    ],
  }),
  UP_POLICE: template('UP_POLICE', {
    title: { en: 'UP Police Constable', hi: 'UP Police कांस्टेबल' },
    duration: 120,
    totalQuestions: 160,
    totalSections: 4,
    passingMarks: 50,
    totalMarks: 400,
    correct: '2.5',
    wrong: '0.50',
    // Official subjects (38/37/38/37 of 150); the spec's 160 questions split evenly.
    sections: [row(GENERAL_KNOWLEDGE, 30, 40), row(GENERAL_HINDI, 30, 40), row(NUMERICAL_MENTAL, 30, 40), row(MENTAL_APTITUDE, 30, 40)],
  }),
  UPPSC: template('UPPSC', {
    title: { en: 'UPPSC PCS (Prelims)', hi: 'UPPSC PCS (प्रारंभिक)' },
    duration: 120,
    totalQuestions: 150,
    totalSections: 3,
    passingMarks: 40,
    totalMarks: 300,
    correct: '2',
    wrong: '0.67',
    sections: [row(HISTORY, 40, 50), row(GEOGRAPHY_POLITY, 40, 50), row(ECONOMY_SCIENCE, 40, 50)],
  }),
  BPSC: template('BPSC', {
    title: { en: 'BPSC (Prelims)', hi: 'BPSC (प्रारंभिक)' },
    duration: 150,
    totalQuestions: 150,
    totalSections: 3,
    passingMarks: 40,
    totalMarks: 300,
    correct: '2',
    wrong: '0.67',
    sections: [row(HISTORY, 50, 50), row(GEOGRAPHY_POLITY, 50, 50), row(ECONOMY_SCIENCE, 50, 50)],
  }),
  MPPSC: template('MPPSC', {
    title: { en: 'MPPSC (Prelims)', hi: 'MPPSC (प्रारंभिक)' },
    duration: 120,
    totalQuestions: 100,
    totalSections: 2,
    passingMarks: 40,
    totalMarks: 200,
    correct: '2',
    wrong: '0.67',
    // Official: two 100-question papers (General Studies, General Aptitude Test); split evenly here.
    sections: [row(GENERAL_STUDIES, 60, 50), row(['General Aptitude Test', 'सामान्य अभिरुचि परीक्षण'], 60, 50)],
  }),
  DSSSB: template('DSSSB', {
    title: { en: 'DSSSB', hi: 'DSSSB' },
    duration: 120,
    totalQuestions: 100,
    totalSections: 4,
    passingMarks: 40,
    totalMarks: 200,
    correct: '2',
    wrong: '0.50',
    // Official Tier 1 has five parts of 40; Hindi and English share one section to fit four.
    sections: [
      row(GA, 30, 25),
      row(GIR, 30, 25),
      row(['Arithmetical and Numerical Ability', 'अंकगणितीय एवं संख्यात्मक योग्यता'], 30, 25),
      row(['Hindi and English Language', 'हिंदी एवं अंग्रेज़ी भाषा'], 30, 25),
    ],
  }),
  CTET: template('CTET', {
    title: { en: 'CTET', hi: 'CTET' },
    duration: 150,
    totalQuestions: 150,
    totalSections: 5,
    passingMarks: 90,
    totalMarks: 150,
    correct: '1',
    wrong: '0',
    // Paper 1 (classes I–V).
    sections: [
      row(['Child Development and Pedagogy', 'बाल विकास एवं शिक्षाशास्त्र'], 30, 30),
      row(['Language I', 'भाषा I'], 30, 30),
      row(['Language II', 'भाषा II'], 30, 30),
      row(MATHS, 30, 30),
      row(['Environmental Studies', 'पर्यावरण अध्ययन'], 30, 30),
    ],
  }),
  CDS: template('CDS', {
    title: { en: 'CDS', hi: 'CDS' },
    duration: 120,
    totalQuestions: 120,
    totalSections: 3,
    passingMarks: 40,
    totalMarks: 300,
    correct: '2.5',
    wrong: '0.83',
    sections: [row(['English', 'अंग्रेज़ी'], 40, 40), row(GENERAL_KNOWLEDGE, 40, 40), row(['Elementary Mathematics', 'प्रारंभिक गणित'], 40, 40)],
  }),
  AFCAT: template('AFCAT', {
    title: { en: 'AFCAT', hi: 'AFCAT' },
    duration: 120,
    totalQuestions: 100,
    totalSections: 4,
    passingMarks: 45,
    totalMarks: 300,
    correct: '3',
    wrong: '1',
    sections: [
      row(GA, 30, 25),
      row(['Verbal Ability in English', 'अंग्रेज़ी में मौखिक योग्यता'], 30, 25),
      row(NUMERICAL_ABILITY, 30, 25),
      row(['Reasoning and Military Aptitude', 'तर्कशक्ति एवं सैन्य अभिरुचि'], 30, 25),
    ],
  }),
  GENERAL_EXAM: template('GENERAL_EXAM', {
    title: { en: 'General exam', hi: 'सामान्य परीक्षा' },
    duration: 60,
    totalQuestions: 50,
    totalSections: 1,
    passingMarks: 25,
    totalMarks: 50,
    correct: '1',
    wrong: '0',
    sections: [row(['General', 'सामान्य'], 60, 50)],
  }),
};

export function isExamCode(s: string): s is ExamCode {
  return (EXAM_CODES as readonly string[]).includes(s);
}

export function getTemplate(code: ExamCode): ExamTemplate {
  return EXAM_TEMPLATES[code];
}
