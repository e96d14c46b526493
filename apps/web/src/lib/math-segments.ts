/**
 * Splits question text into plain text and KaTeX maths: `$$…$$` is display maths, `$…$`
 * inline. Pandoc's rule keeps prices and stray dollars as text: an opening `$` needs a
 * non-space right after it, a closing `$` a non-space right before it and no digit right
 * after it. `\$` is a literal dollar. An unclosed `$` stays text.
 */
export type MathSegment = { type: 'text'; value: string } | { type: 'math'; value: string; display: boolean };

export function hasMath(text: string): boolean {
  return splitMath(text).some((s) => s.type === 'math');
}

export function splitMath(text: string): MathSegment[] {
  const out: MathSegment[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) out.push({ type: 'text', value: buffer });
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '\\' && text[i + 1] === '$') {
      buffer += '$';
      i += 2;
      continue;
    }
    if (ch !== '$') {
      buffer += ch;
      i += 1;
      continue;
    }
    const display = text[i + 1] === '$';
    const close = display ? findDisplayClose(text, i + 2) : findInlineClose(text, i + 1);
    if (close === -1) {
      buffer += display ? '$$' : '$';
      i += display ? 2 : 1;
      continue;
    }
    const body = text.slice(i + (display ? 2 : 1), close);
    flush();
    out.push({ type: 'math', value: body.trim(), display });
    i = close + (display ? 2 : 1);
  }
  flush();
  return out;
}

function findDisplayClose(text: string, from: number): number {
  for (let j = from; j < text.length - 1; j++) {
    if (text[j] === '\\') {
      j++;
      continue;
    }
    if (text[j] === '$' && text[j + 1] === '$') return j > from ? j : -1;
  }
  return -1;
}

function findInlineClose(text: string, from: number): number {
  if (from >= text.length || /\s/.test(text[from]!)) return -1;
  for (let j = from; j < text.length; j++) {
    if (text[j] === '\\') {
      j++;
      continue;
    }
    if (text[j] !== '$') continue;
    if (j > from && !/\s/.test(text[j - 1]!) && !/\d/.test(text[j + 1] ?? '')) return j;
  }
  return -1;
}
