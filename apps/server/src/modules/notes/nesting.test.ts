import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { checkNestingDepth } from './nesting.ts';
import { checkNoteLimits, NOTE_MAX_DEPTH, prepareBody, prepareBodyOffThread, sanitizeBody } from './sanitize.ts';

const nested = (depth: number, tag = 'div') => `${`<${tag}>`.repeat(depth)}x${`</${tag}>`.repeat(depth)}`;

describe('checkNestingDepth', () => {
  it('counts how deep well-formed HTML nests, voids and text aside', () => {
    expect(checkNestingDepth('plain text', 64)).toBe(0);
    expect(checkNestingDepth('<p>a<br>b<img src=x></p><p><strong>c</strong></p>', 64)).toBe(2);
    expect(checkNestingDepth('<ul><li><p>a</p><ul><li><p><em>b</em></p></li></ul></li></ul>', 64)).toBe(6);
    expect(checkNestingDepth(nested(40), 64)).toBe(40);
    expect(checkNestingDepth('<DIV\n class="x"><Span>a</SPAN></div>', 64)).toBe(2);
  });

  it('treats unclosed paragraphs, list items and cells as siblings, as a parser does', () => {
    expect(checkNestingDepth('<p>a<p>b<p>c', 64)).toBe(1);
    expect(checkNestingDepth('<ul><li>a<li>b<li>c</ul><p>after', 64)).toBe(2);
    // A table counts 3 (table, tbody, tr), a row and a cell in it 1 each.
    expect(checkNestingDepth('<table><tr><td>a<td>b<th>c<tr><td>d</table><p>after', 64)).toBe(5);
    expect(checkNestingDepth('<ul><li><p>a<li><p>b</ul>', 64)).toBe(3);
  });

  it('cannot be fooled into counting low: stray and misnested end tags close nothing', () => {
    expect(checkNestingDepth('<div></span>'.repeat(100), 64)).toBe(65);
    expect(checkNestingDepth('<div><table></div>'.repeat(100), 64)).toBeGreaterThan(64);
    expect(checkNestingDepth('<table><td>'.repeat(20), 64)).toBeGreaterThan(64);
    expect(checkNestingDepth('<b><div></b>'.repeat(100), 64)).toBe(65);
    // Tags inside comments, attributes or raw text count as well: more, never less.
    expect(checkNestingDepth(`<!-->${'<div>'.repeat(100)}-->`, 64)).toBe(65);
    expect(checkNestingDepth(`<a title="${'<i>'.repeat(100)}">`, 64)).toBe(65);
  });

  it('stops just past the limit and stays linear on hostile input', () => {
    expect(checkNestingDepth(nested(6000), 64)).toBe(65);
    const started = performance.now();
    for (const html of [
      '<'.repeat(100_000),
      '</'.repeat(50_000),
      `<${'a'.repeat(99_990)}`,
      '<p>'.repeat(33_000),
      '<a></a>'.repeat(14_000),
    ]) {
      checkNestingDepth(html, 64);
    }
    // Quadratic would be minutes; linear is a few ms (the bar leaves room for a busy machine).
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('the note limits', () => {
  it('refuse a note nested deeper than NOTE_MAX_DEPTH in either language, with the max in the message', () => {
    expect(() => checkNoteLimits({ hi: nested(NOTE_MAX_DEPTH), en: '<p>x</p>' })).not.toThrow();
    let error: unknown;
    try {
      checkNoteLimits({ hi: '<p>x</p>', en: nested(NOTE_MAX_DEPTH + 1) });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 400, message: 'A note can nest formatting at most {{max}} levels deep', params: { max: 64 } });
  });

  it('apply to the synchronous sanitiser too (seeding)', () => {
    expect(() => sanitizeBody({ en: nested(6000) })).toThrow(AppError);
    expect(() => sanitizeBody({ en: 'x'.repeat(100_001) })).toThrow('A note can be at most 100,000 characters long');
    // Within the limit, but four times as long once '<' is written as '&lt;'.
    expect(() => sanitizeBody({ en: '<'.repeat(99_999) })).toThrow(
      'This note is too long once saved. Shorten it or split it into smaller notes.',
    );
  });

  it('sanitise off the event loop with the same result as the synchronous sanitiser', async () => {
    const body = { hi: '<p onclick="x()">नमस्ते <a href="https://ncert.nic.in/">NCERT</a></p><script>alert(1)</script>', en: '<p><br></p>' };
    expect(await prepareBodyOffThread(body)).toEqual(prepareBody(body));
    await expect(prepareBodyOffThread({ en: nested(200) })).rejects.toMatchObject({ status: 400 });
  });
});
