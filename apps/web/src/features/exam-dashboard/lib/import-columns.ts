import { IMPORT_COLUMNS, MIN_OPTIONS, type ImportColumn } from '@pariksha/shared/schemas/question-bank';

export type ColumnGroupKey =
  'subject' | 'topic' | 'difficulty' | 'question' | 'options' | 'moreOptions' | 'correct' | 'explanation' | 'image';
export type ColumnGroup = { key: ColumnGroupKey; columns: ImportColumn[]; required: boolean };

const optionNumber = (c: string) => Number(/^option(\d+)_/.exec(c)?.[1] ?? 0);

/** Which documentation group a spreadsheet column belongs to. */
function groupOf(c: ImportColumn): ColumnGroupKey {
  if (c === 'subject' || c === 'topic' || c === 'difficulty' || c === 'correct') return c;
  if (c.startsWith('question_')) return 'question';
  if (c.startsWith('explanation_')) return 'explanation';
  if (c === 'image_url') return 'image';
  // Options 1-4 are the usual four; the rest are optional.
  return optionNumber(c) <= 4 ? 'options' : 'moreOptions';
}

const REQUIRED: ReadonlySet<ColumnGroupKey> = new Set(['subject', 'topic', 'question', 'options', 'correct']);

/** IMPORT_COLUMNS in their order, grouped for the page's column guide (hi and en side by side). */
export function importColumnGroups(): ColumnGroup[] {
  const groups: ColumnGroup[] = [];
  for (const c of IMPORT_COLUMNS) {
    const key = groupOf(c);
    const last = groups.at(-1);
    if (last?.key === key) last.columns.push(c);
    else groups.push({ key, columns: [c], required: REQUIRED.has(key) });
  }
  return groups;
}

export const MIN_IMPORT_OPTIONS = MIN_OPTIONS;
