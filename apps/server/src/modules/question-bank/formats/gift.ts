import { categoryOf, splitLanguages, type ParsedFile, type ParsedQuestion } from './parsed.ts';

/**
 * Moodle's GIFT text format, multiple choice (and true/false, as two options) only:
 *   // comment
 *   $CATEGORY: math/percentage
 *   ::Title:: Question text {=right #feedback ~wrong ~%50%half ####general feedback}
 * Other kinds (short answer, numerical, matching, essay) are skipped and named in the report.
 * Escapes \: \~ \= \# \{ \} are honoured.
 */

const ESC = '\u0000';
const protect = (s: string) => s.replace(/\\([:~=#{}])/g, (_, c: string) => `${ESC}${c.charCodeAt(0)}${ESC}`);
const restore = (s: string) => s.replace(new RegExp(`${ESC}(\\d+)${ESC}`, 'g'), (_, n: string) => String.fromCharCode(Number(n)));
const clean = (s: string) =>
  restore(s)
    .replace(/\[(html|moodle|plain|markdown)\]/g, '')
    .trim();

/** Splits `=a ~b ~%50%c` into answers; `#` starts an answer's own feedback (dropped). */
function answersOf(body: string): { text: string; correct: boolean }[] {
  const out: { text: string; correct: boolean }[] = [];
  const re = /([=~])([^=~]*)/g;
  for (const m of body.matchAll(re)) {
    let text = m[2];
    let correct = m[1] === '=';
    const weight = text.match(/^\s*%(-?\d+(?:\.\d+)?)%/);
    if (weight) {
      correct = Number(weight[1]) > 0;
      text = text.slice(weight[0].length);
    }
    text = text.split('#')[0];
    out.push({ text: clean(text), correct });
  }
  return out;
}

export function parseGift(source: string): ParsedFile {
  const result: ParsedFile = { questions: [], skipped: [], images: [] };
  const lines = protect(source.replace(/^\ufeff/, '')).split(/\r?\n/);
  let category: { subject?: string; topic?: string } = {};
  let block: string[] = [];
  let blockStart = 0;

  const flush = () => {
    const text = block.join('\n').trim();
    block = [];
    if (!text) return;
    const cat = text.match(/^\$CATEGORY:\s*(.+)$/m);
    if (cat && text.startsWith('$CATEGORY')) {
      category = categoryOf(restore(cat[1]));
      return;
    }
    let rest = text;
    let title = '';
    const titled = rest.match(/^::([\s\S]*?)::/);
    if (titled) {
      title = clean(titled[1]);
      rest = rest.slice(titled[0].length);
    }
    const open = rest.indexOf('{');
    const close = rest.lastIndexOf('}');
    const name = title || clean(rest.slice(0, Math.max(0, open))).slice(0, 60) || `#${blockStart}`;
    if (open < 0 || close < open) {
      result.skipped.push({ row: blockStart, name, type: 'description' });
      return;
    }
    const stem = clean(`${rest.slice(0, open)} ${rest.slice(close + 1)}`.replace(/\s+\n/g, '\n'));
    let body = rest.slice(open + 1, close);
    let general = '';
    const gf = body.indexOf('####');
    if (gf >= 0) {
      general = clean(body.slice(gf + 4));
      body = body.slice(0, gf);
    }
    const trimmed = body.trim();
    const base: Omit<ParsedQuestion, 'options'> = {
      row: blockStart,
      ...category,
      text: splitLanguages(stem),
      explanation: splitLanguages(general),
    };
    if (/^(T|TRUE|F|FALSE)(\s*#.*)?$/is.test(trimmed)) {
      const isTrue = /^T/i.test(trimmed);
      result.questions.push({
        ...base,
        options: [
          { hi: 'सत्य', en: 'True', correct: isTrue },
          { hi: 'असत्य', en: 'False', correct: !isTrue },
        ],
      });
      return;
    }
    if (trimmed === '') return void result.skipped.push({ row: blockStart, name, type: 'essay' });
    if (trimmed.startsWith('#')) return void result.skipped.push({ row: blockStart, name, type: 'numerical' });
    if (trimmed.includes('->')) return void result.skipped.push({ row: blockStart, name, type: 'matching' });
    const answers = answersOf(trimmed);
    if (!answers.some((a) => !a.correct) && answers.length > 0) {
      return void result.skipped.push({ row: blockStart, name, type: 'shortanswer' });
    }
    result.questions.push({ ...base, options: answers.map((a) => ({ ...splitLanguages(a.text), correct: a.correct })) });
  };

  lines.forEach((raw, i) => {
    const line = raw.replace(/^\s*\/\/.*$/, '');
    if (line.trim() === '') {
      flush();
      return;
    }
    if (block.length === 0) blockStart = i + 1;
    // A category line is a block of its own even without a blank line after it.
    if (line.startsWith('$CATEGORY')) {
      flush();
      block = [line];
      blockStart = i + 1;
      flush();
      return;
    }
    block.push(line);
  });
  flush();
  return result;
}

/** Whether a text file looks like GIFT rather than Aiken: answers in braces. */
export const looksLikeGift = (source: string) => /\{[\s\S]*[=~][\s\S]*\}|\{\s*(T|F|TRUE|FALSE)\s*\}|^\s*::/m.test(source);
