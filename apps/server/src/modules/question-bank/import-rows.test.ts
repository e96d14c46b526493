import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS } from '@pariksha/shared/schemas/question-bank';
import { AppError } from '../../lib/errors.ts';
import { buildImport, readHeader, type SheetRow } from './import-rows.ts';
import { TEMPLATE_ROWS } from './import-files.ts';

type Cells = Partial<Record<(typeof IMPORT_COLUMNS)[number], string>>;

const good: Cells = {
  subject: 'math',
  topic: 'percentage',
  difficulty: 'easy',
  question_hi: 'किसी संख्या का 20% 50 है। संख्या क्या है?',
  question_en: '20% of a number is 50. What is the number?',
  option1_hi: '200',
  option1_en: '200',
  option2_hi: '250',
  option2_en: '250',
  option3_en: '300',
  option4_en: '350',
  correct: '2',
  explanation_en: '50 / 0.2 = 250',
};

/** A sheet with the full header and the given rows (row numbers from 2). */
const sheet = (...rows: Cells[]): SheetRow[] => [
  { row: 1, values: [...IMPORT_COLUMNS] },
  ...rows.map((r, i) => ({ row: i + 2, values: IMPORT_COLUMNS.map((c) => r[c] ?? '') })),
];

const fails = (fn: () => unknown, message: string) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).message).toBe(message);
    return e as AppError;
  }
  throw new Error('expected an error');
};

describe('buildImport', () => {
  it('turns a good row into a question with options by position and the correct ones marked', () => {
    const { report, questions } = buildImport(sheet(good));
    expect(report).toMatchObject({ validCount: 1, errorCount: 0, imported: 0 });
    expect(report.rows[0]).toEqual({
      row: 2,
      ok: true,
      errors: [],
      preview: {
        subject: 'math',
        topic: 'percentage',
        difficulty: 'easy',
        text: { hi: good.question_hi, en: good.question_en },
        optionCount: 4,
        correct: '2',
        hasImage: false,
      },
    });
    expect(questions).toHaveLength(1);
    expect(questions[0].options.map((o) => o.isCorrect)).toEqual([false, true, false, false]);
    expect(questions[0].options[2]).toEqual({ en: '300', isCorrect: false });
    expect(questions[0].explanation).toEqual({ en: '50 / 0.2 = 250' });
  });

  it('imports the downloadable template examples cleanly, including a multi-answer row', () => {
    const { report, questions } = buildImport(sheet(...TEMPLATE_ROWS));
    expect(report.errorCount).toBe(0);
    expect(questions[1].options.map((o) => o.isCorrect)).toEqual([true, false, true, false]);
  });

  it('accepts labels for subject and topic, Hindi difficulty, header spelling variants and correct lists with ; or spaces', () => {
    const rows: SheetRow[] = [
      {
        row: 1,
        values: ['Subject', 'TOPIC', 'Difficulty', 'Question EN', 'option1-en', 'option2_en', 'option3_en', 'Correct', 'unknown column'],
      },
      {
        row: 2,
        values: [
          'Polity',
          'मौलिक अधिकार',
          'कठिन',
          'Which article abolishes untouchability?',
          'Article 14',
          'Article 17',
          'Article 21',
          ' 2 ',
          'x',
        ],
      },
      {
        row: 3,
        values: [
          'राजव्यवस्था',
          'Preamble',
          '',
          'Which words were added to the Preamble in 1976?',
          'Socialist',
          'Secular',
          'Republic',
          '1; 2',
          '',
        ],
      },
    ];
    const { report, questions } = buildImport(rows);
    expect(report.errorCount).toBe(0);
    expect(questions[0]).toMatchObject({ subject: 'polity', topic: 'fundamental rights', difficulty: 'hard' });
    expect(questions[1]).toMatchObject({ subject: 'polity', topic: 'preamble', difficulty: 'medium' });
    expect(questions[1].options.map((o) => o.isCorrect)).toEqual([true, true, false]);
  });

  it('reports every bad row with its spreadsheet row number and column, and keeps good rows out of nothing', () => {
    const { report, questions } = buildImport(
      sheet(
        good,
        { ...good, question_en: 'Q2', subject: 'astrology' },
        { ...good, question_en: 'Q3', topic: 'calculus' },
        { ...good, question_en: 'Q4', correct: '5' },
        { ...good, question_en: 'Q5', correct: 'b' },
        { ...good, question_en: 'Q6', difficulty: 'tough' },
        { ...good, question_hi: '', question_en: '' },
        { ...good, question_en: 'Q8', option2_hi: '', option2_en: '' },
        {
          ...good,
          question_en: 'Q9',
          option1_hi: '',
          option1_en: 'only',
          option2_hi: '',
          option2_en: '',
          option3_en: '',
          option4_en: '',
          correct: '1',
        },
        { ...good, question_en: 'Q10', image_url: 'ftp://example.com/x.png' },
      ),
    );
    expect(questions).toHaveLength(1);
    expect(report).toMatchObject({ validCount: 1, errorCount: 9 });
    const errorsOf = (row: number) => report.rows.find((r) => r.row === row)!.errors;
    expect(report.rows[0]).toMatchObject({ row: 2, ok: true });
    expect(errorsOf(3)).toEqual([{ column: 'subject', message: 'Choose a subject from the list' }]);
    expect(errorsOf(4)).toEqual([{ column: 'topic', message: 'Choose a topic of this subject from the list' }]);
    expect(errorsOf(5)).toEqual([{ column: 'correct', message: 'Option 5 is empty' }]);
    expect(errorsOf(6)).toEqual([{ column: 'correct', message: 'Write the number of the correct option, such as 2 or 1,3' }]);
    expect(errorsOf(7)).toEqual([{ column: 'difficulty', message: 'Choose easy, medium or hard' }]);
    expect(errorsOf(8)).toEqual([{ column: 'question_hi', message: 'Write the question in Hindi or English' }]);
    expect(errorsOf(9)).toEqual([{ column: 'option2_hi', message: 'Fill the options in order, without gaps' }]);
    expect(errorsOf(10)).toEqual([{ column: 'option2_hi', message: 'A question needs at least 2 options' }]);
    expect(errorsOf(11)).toEqual([{ column: 'image_url', message: 'Enter a full link starting with https://' }]);
    for (const r of report.rows.filter((x) => !x.ok)) expect(r.preview).not.toBeNull();
  });

  it('flags the same question twice in one file, naming the first row', () => {
    const { report } = buildImport(sheet(good, { ...good, subject: 'math' }));
    expect(report.rows[1]).toMatchObject({
      row: 3,
      ok: false,
      errors: [{ column: 'question_hi', message: 'The same question is also in row 2' }],
    });
  });

  it('writes row messages in Hindi when asked', () => {
    const { report } = buildImport(sheet({ ...good, correct: '7' }), 'hi');
    expect(report.rows[0].errors).toEqual([{ column: 'correct', message: 'विकल्प 7 खाली है' }]);
  });

  it('skips blank rows but keeps the real row numbers', () => {
    const rows = sheet(good);
    rows.push(
      { row: 3, values: IMPORT_COLUMNS.map(() => '  ') },
      { row: 4, values: IMPORT_COLUMNS.map((c) => ({ ...good, question_en: 'Another' })[c] ?? '') },
    );
    const { report } = buildImport(rows);
    expect(report.rows.map((r) => r.row)).toEqual([2, 4]);
  });

  it('refuses a file without questions, without the needed columns, or with too many rows', () => {
    fails(() => buildImport([]), 'The file has no questions');
    fails(() => buildImport(sheet()), 'The file has no questions');
    const missing = fails(
      () =>
        buildImport([
          { row: 1, values: ['subject', 'question_en'] },
          { row: 2, values: ['math', 'Q'] },
        ]),
      'The file is missing the columns: {{columns}}',
    );
    expect(missing.params).toEqual({ columns: 'topic, correct' });
    expect(missing.details).toEqual({ missingColumns: ['topic', 'correct'] });
    const tooMany = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => ({ ...good, question_en: `Q${i}` }));
    const big = fails(() => buildImport(sheet(...tooMany)), 'A file can hold at most {{max}} questions');
    expect(big.params).toEqual({ max: IMPORT_MAX_ROWS });
  });

  it('accepts exactly the maximum number of rows', () => {
    const rows = Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => ({ ...good, question_en: `Q${i}`, question_hi: `प्र${i}` }));
    expect(buildImport(sheet(...rows)).report.validCount).toBe(IMPORT_MAX_ROWS);
  });
});

describe('readHeader', () => {
  it('needs a question column in at least one language', () => {
    fails(() => readHeader(['subject', 'topic', 'correct']), 'The file is missing the columns: {{columns}}');
    expect(readHeader(['subject', 'topic', 'correct', 'question_hi']).get('question_hi')).toBe(3);
  });
});
