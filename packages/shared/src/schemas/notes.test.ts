import { describe, expect, it } from 'vitest';
import { htmlToText } from './notes.ts';

describe('htmlToText', () => {
  it('drops tags, folds entities and whitespace, and keeps a stray < that starts no tag', () => {
    expect(htmlToText('<h2>A</h2><p>b&nbsp;&amp; c<br>d</p><ul><li>e</li></ul>')).toBe('A b & c d e');
    expect(htmlToText('<p>2 < 3</p> and 4 <b')).toBe('2 < 3 and 4 <b');
    expect(htmlToText('<a <br>x')).toBe('<a x');
  });

  // It runs on raw input in the note schema, before any other limit: 100,000 '<' took 9 s.
  it('takes linear time on hostile input', () => {
    const started = performance.now();
    for (const html of ['<'.repeat(100_000), '<br'.repeat(33_000), `${'<'.repeat(100_000)}<br>`, '<a <br>'.repeat(14_000)]) {
      htmlToText(html);
    }
    expect(performance.now() - started).toBeLessThan(500);
  });
});
