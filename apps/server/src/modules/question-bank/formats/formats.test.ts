import { describe, expect, it } from 'vitest';
import { parseAiken } from './aiken.ts';
import { looksLikeGift, parseGift } from './gift.ts';
import { buildMoodleXml, htmlToText, parseMoodleXml } from './moodle-xml.ts';
import { categoryOf, splitLanguages, toSheetRows } from './parsed.ts';
import { buildImport } from '../import-rows.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('GIFT', () => {
  const gift = `// a comment
$CATEGORY: $course$/top/math/percentage

::Q1:: What is 10% of 50? {=5 #right ~10 ~%-50%15 ~0.5 ####10/100 × 50 = 5}

::Q2:: 50 का 20% कितना है? {
  =10
  ~20
  ~25
}

::TF:: The sun rises in the east. {T}

::Short:: Two plus two is? {=4 =four}

::Essay:: Write about India. {}

::Num:: Pi to two places {#3.14:0.01}

Escaped \\{braces\\} and 1\\=1 {=yes ~no}
`;
  const parsed = parseGift(gift);

  it('reads multiple choice with category, feedback and escapes; true/false as two options', () => {
    expect(parsed.questions).toHaveLength(4);
    const [q1, q2, tf, esc] = parsed.questions;
    expect(q1).toMatchObject({
      subject: 'math',
      topic: 'percentage',
      text: { en: 'What is 10% of 50?' },
      explanation: { en: '10/100 × 50 = 5' },
    });
    expect(q1.options.map((o) => [o.en, o.correct])).toEqual([
      ['5', true],
      ['10', false],
      ['15', false],
      ['0.5', false],
    ]);
    expect(q2.text).toEqual({ hi: '50 का 20% कितना है?' });
    expect(q2.options.filter((o) => o.correct).map((o) => o.en)).toEqual(['10']);
    expect(tf.options.map((o) => [o.en, o.correct])).toEqual([
      ['True', true],
      ['False', false],
    ]);
    expect(esc.text.en).toBe('Escaped {braces} and 1=1');
  });

  it('names the questions of other kinds as skipped', () => {
    expect(parsed.skipped.map((s) => [s.name, s.type])).toEqual([
      ['Short', 'shortanswer'],
      ['Essay', 'essay'],
      ['Num', 'numerical'],
    ]);
  });

  it('is told apart from Aiken', () => {
    expect(looksLikeGift(gift)).toBe(true);
    expect(looksLikeGift('What?\nA. x\nB. y\nANSWER: A')).toBe(false);
  });
});

describe('Aiken', () => {
  it('reads questions, lettered options and the answer line, with its line number', () => {
    const parsed = parseAiken(`Which is a prime number?
A. 4
B. 7
C) 9
D) 12
ANSWER: B

भारत की राजधानी क्या है?
A. मुंबई
B. नई दिल्ली
ANSWER: B
`);
    expect(parsed.questions).toHaveLength(2);
    expect(parsed.questions[0]).toMatchObject({ row: 1, text: { en: 'Which is a prime number?' } });
    expect(parsed.questions[0].options.map((o) => [o.en, o.correct])).toEqual([
      ['4', false],
      ['7', true],
      ['9', false],
      ['12', false],
    ]);
    expect(parsed.questions[1]).toMatchObject({ row: 8, text: { hi: 'भारत की राजधानी क्या है?' } });
  });

  it('keeps a question without ANSWER, with no correct option, so the report shows it', () => {
    const parsed = parseAiken('Q one?\nA. a\nB. b\nQ two?\nA. c\nB. d\nANSWER: A');
    expect(parsed.questions).toHaveLength(2);
    expect(parsed.questions[0].options.some((o) => o.correct)).toBe(false);
    const { report } = buildImport(toSheetRows(parsed.questions.map((q) => ({ ...q, subject: 'math', topic: 'algebra' }))));
    expect(report.rows[0].ok).toBe(false);
    expect(report.rows[1].ok).toBe(true);
  });
});

describe('Moodle XML', () => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category"><category><text>$course$/top/Mathematics/Percentage</text></category></question>
  <question type="multichoice">
    <name><text>With image</text></name>
    <questiontext format="html">
      <text><![CDATA[<p>What is <b>25%</b> of 80?</p><p><img src="@@PLUGINFILE@@/chart%20one.png" alt=""></p>]]></text>
      <file name="chart one.png" path="/" encoding="base64">${PNG.toString('base64')}</file>
    </questiontext>
    <generalfeedback format="html"><text><![CDATA[<p>80 &times; 25/100 = 20</p>]]></text></generalfeedback>
    <answer fraction="100" format="html"><text>20</text><feedback><text>Yes</text></feedback></answer>
    <answer fraction="0" format="html"><text>25</text></answer>
    <answer fraction="0" format="html"><text>&lt;b&gt;60&lt;/b&gt;</text></answer>
  </question>
  <question type="essay"><name><text>Essay one</text></name><questiontext><text>Write</text></questiontext></question>
  <question type="multichoice">
    <name><text>Bilingual</text></name>
    <questiontext format="html"><text><![CDATA[<span lang="hi" class="multilang">प्रश्न</span><span lang="en" class="multilang">Question</span>]]></text></questiontext>
    <answer fraction="50"><text>a</text></answer>
    <answer fraction="50"><text>b</text></answer>
    <answer fraction="-50"><text>c</text></answer>
    <tags><tag><text>difficulty:hard</text></tag></tags>
  </question>
</quiz>`;

  it('reads multichoice questions, their category, image, feedback and languages; skips other types by name', () => {
    const parsed = parseMoodleXml(xml);
    expect(parsed.skipped).toEqual([{ row: 2, name: 'Essay one', type: 'essay' }]);
    expect(parsed.questions).toHaveLength(2);
    const [withImage, bilingual] = parsed.questions;
    expect(withImage).toMatchObject({ subject: 'Mathematics', topic: 'Percentage', text: { en: 'What is 25% of 80?' }, image: 0 });
    expect(withImage.explanation.en).toBe('80 × 25/100 = 20');
    expect(withImage.options.map((o) => [o.en, o.correct])).toEqual([
      ['20', true],
      ['25', false],
      ['60', false],
    ]);
    expect(Buffer.from(parsed.images[0].bytes).equals(PNG)).toBe(true);
    expect(parsed.images[0].name).toBe('chart one.png');
    expect(bilingual).toMatchObject({ text: { hi: 'प्रश्न', en: 'Question' }, difficulty: 'hard' });
    expect(bilingual.options.map((o) => o.correct)).toEqual([true, true, false]);
    // Labels of the taxonomy are accepted as subject and topic by the row check.
    const { report } = buildImport(toSheetRows(parsed.questions));
    expect(report.rows.map((r) => r.ok)).toEqual([true, true]);
  });

  it('refuses a file that is not Moodle XML', () => {
    expect(() => parseMoodleXml('<html><body>hi</body></html>')).toThrow(/Moodle XML/);
    expect(() => parseMoodleXml('not xml at all <<<')).toThrow(/Moodle XML/);
  });

  it('round-trips: what it writes reads back as the same questions', () => {
    const written = buildMoodleXml([
      {
        id: '1',
        subject: 'math',
        topic: 'percentage',
        difficulty: 'easy',
        text: { hi: '50 का 10%?', en: 'What is 10% of 50 & <more>?' },
        options: [
          { id: 'a', hi: '5', en: '5' },
          { id: 'b', en: '10' },
        ],
        correctOptionIds: ['a'],
        explanation: { en: 'Line one\nline two' },
        image: { name: 'pic.png', bytes: PNG },
      },
    ]);
    const back = parseMoodleXml(written);
    expect(back.skipped).toEqual([]);
    expect(back.questions[0]).toMatchObject({
      subject: 'math',
      topic: 'percentage',
      difficulty: 'easy',
      text: { hi: '50 का 10%?', en: 'What is 10% of 50 & <more>?' },
      options: [
        { hi: '5', en: '5', correct: true },
        { en: '10', correct: false },
      ],
      explanation: { en: 'Line one\nline two' },
      image: 0,
    });
    expect(Buffer.from(back.images[0].bytes).equals(PNG)).toBe(true);
  });
});

describe('helpers', () => {
  it('splits languages and turns HTML into text', () => {
    expect(splitLanguages('{mlang hi}नमस्ते{mlang}{mlang en}Hello{mlang}')).toEqual({ hi: 'नमस्ते', en: 'Hello' });
    expect(splitLanguages('Hello')).toEqual({ en: 'Hello' });
    expect(htmlToText('<p>a<br>b</p><p>c &amp; d</p>')).toBe('a\nb\nc & d');
    expect(categoryOf('$course$/top/Polity/Constitution')).toEqual({ subject: 'Polity', topic: 'Constitution' });
    expect(categoryOf('$course$/top')).toEqual({});
  });
});
