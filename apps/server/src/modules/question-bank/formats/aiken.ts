import { splitLanguages, type ParsedFile, type ParsedQuestion } from './parsed.ts';

/**
 * Moodle's Aiken format: the question, options lettered `A.` or `A)`, then `ANSWER: B`;
 * one question after another (blank lines between are optional). A question with no
 * ANSWER line is still listed, with no correct option, so the report points at it.
 */
const OPTION = /^([A-Z])[.)]\s+(.*)$/;
const ANSWER = /^ANSWER:\s*([A-Z](?:\s*,\s*[A-Z])*)\s*$/i;

export function parseAiken(source: string): ParsedFile {
  const result: ParsedFile = { questions: [], skipped: [], images: [] };
  let current: { row: number; stem: string[]; options: { letter: string; text: string }[] } | null = null;

  const finish = (answer: string[]) => {
    if (!current) return;
    const q: ParsedQuestion = {
      row: current.row,
      text: splitLanguages(current.stem.join('\n')),
      options: current.options.map((o) => ({ ...splitLanguages(o.text), correct: answer.includes(o.letter) })),
      explanation: {},
    };
    result.questions.push(q);
    current = null;
  };

  source
    .replace(/^\ufeff/, '')
    .split(/\r?\n/)
    .forEach((raw, i) => {
      const line = raw.trim();
      if (!line) return;
      const answer = line.match(ANSWER);
      if (answer && current) return finish(answer[1].toUpperCase().split(/\s*,\s*/));
      const option = line.match(OPTION);
      if (option && current && (current.options.length > 0 || current.stem.length > 0)) {
        current.options.push({ letter: option[1], text: option[2] });
        return;
      }
      if (current && current.options.length > 0) finish([]); // a new question began without ANSWER
      if (!current) current = { row: i + 1, stem: [], options: [] };
      current.stem.push(line);
    });
  finish([]);
  return result;
}
