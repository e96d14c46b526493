import { describe, expect, it } from 'vitest';
import { htmlToText } from '@pariksha/shared/schemas/notes';
import { attachmentDisposition, fileBaseName } from './filename.ts';
import { isPdf } from './pdf-check.ts';
import { writePdf } from './pdf-writer.ts';
import { checkNoteLimits, excerptOf, sanitizeBody, sanitizeNoteHtml } from './sanitize.ts';

describe('sanitizeNoteHtml', () => {
  it('keeps the editor formatting', () => {
    const html =
      '<h2>A</h2><h3>B</h3><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p><ol start="3"><li><p>x</p></li></ol><blockquote><p>q</p></blockquote><table><tbody><tr><th colspan="2"><p>h</p></th></tr></tbody></table><hr>';
    expect(sanitizeNoteHtml(html)).toBe(html);
  });
  it('removes what could run code or load things', () => {
    const out = sanitizeNoteHtml(
      '<p onclick="x()" style="x" class="c" data-x="1">t</p><svg onload="x()"></svg><object data="x"></object><a href="JaVaScRiPt:alert(1)">l</a><a href="//evil.example/x">p</a>',
    );
    expect(out).toBe('<p>t</p><a>l</a><a>p</a>');
  });
  it('opens links in a new tab without the opener, and leaves the shared DOMPurify as it was', () => {
    expect(sanitizeNoteHtml('<a href="/notes">n</a> <a href="mailto:a@b.in">m</a>')).toBe(
      '<a href="/notes" target="_blank" rel="noopener noreferrer nofollow">n</a> <a href="mailto:a@b.in" target="_blank" rel="noopener noreferrer nofollow">m</a>',
    );
    expect(sanitizeNoteHtml('<a target="_top" rel="opener">x</a>')).toBe('<a>x</a>');
  });
  it('drops a language that has no visible text left', () => {
    expect(sanitizeBody({ hi: '<p><br></p>', en: '<p>x</p>' })).toEqual({ en: '<p>x</p>' });
  });
});

describe('checkNoteLimits', () => {
  const tooLong = 'This note is too long once saved. Shorten it or split it into smaller notes.';

  it('refuses plain text of brackets that would grow past the saved limit before any DOM work', () => {
    expect(() => checkNoteLimits({ en: '<'.repeat(99_999) })).toThrow(tooLong);
    expect(() => checkNoteLimits({ hi: '1 < 2 > 0 '.repeat(10_000) })).toThrow(tooLong);
  });

  it('lets through plain text that stays within it, and leaves markup to the sanitiser', () => {
    expect(() => checkNoteLimits({ en: '<'.repeat(30_000) })).not.toThrow();
    expect(() => checkNoteLimits({ en: `<p>${'<'.repeat(60_000)}</p>` })).not.toThrow();
  });
});

describe('excerptOf and htmlToText', () => {
  it('reads the text of the HTML with spaces between blocks', () => {
    expect(htmlToText('<h2>शीर्षक</h2><p>पहला&nbsp;वाक्य &amp; दूसरा</p><ul><li>एक</li><li>दो</li></ul>')).toBe(
      'शीर्षक पहला वाक्य & दूसरा एक दो',
    );
  });
  it('cuts long text at a word boundary', () => {
    const long = `<p>${'शब्द '.repeat(100)}</p>`;
    const excerpt = excerptOf({ hi: long }).hi!;
    expect(excerpt.length).toBeLessThanOrEqual(181);
    expect(excerpt.endsWith('शब्द…')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('names the file in UTF-8 with an ASCII fallback', () => {
    expect(attachmentDisposition('मौलिक अधिकार', 'Fundamental Rights')).toBe(
      `attachment; filename="Fundamental Rights.pdf"; filename*=UTF-8''${encodeURIComponent('मौलिक अधिकार.pdf')}`,
    );
  });
  it('never lets a title break the header or the file system', () => {
    const header = attachmentDisposition('a"b\\c/d\r\ne;f\'g(h)*', '');
    expect(header).toBe(`attachment; filename="a b c d e f'g(h).pdf"; filename*=UTF-8''a%20b%20c%20d%20e%3Bf%27g%28h%29.pdf`);
    expect(header).not.toMatch(/[\r\n]/);
    expect(attachmentDisposition('', '')).toBe(`attachment; filename="document.pdf"; filename*=UTF-8''document.pdf`);
    expect(attachmentDisposition('..', 'x')).toContain('filename="document.pdf"');
  });
  it('keeps names to 100 characters', () => {
    expect([...fileBaseName('अ'.repeat(300))].length).toBe(100);
  });
});

describe('writePdf', () => {
  const pdf = writePdf({
    title: 'Sample (1)',
    blocks: [
      { kind: 'heading', text: 'Heading' },
      ...Array.from({ length: 80 }, (_, i) => ({
        kind: 'bullet' as const,
        text: `Line ${i} with \\ backslash and (brackets) — long enough to wrap `.repeat(2),
      })),
    ],
  });
  const text = pdf.toString('latin1');

  it('writes a PDF whose cross-reference table points at every object', () => {
    expect(isPdf(pdf)).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = m.index! + m[0].length;
      expect(text.slice(start + Number(m[1]), start + Number(m[1]) + 10)).toBe('\nendstream');
    }
  });
  it('flows onto more pages and escapes the string delimiters', () => {
    expect(Number(/\/Count (\d+)/.exec(text)![1])).toBeGreaterThan(1);
    expect(text).toContain('\\\\ backslash and \\(brackets\\) - long');
    expect(text).toContain('/Title (Sample \\(1\\))');
  });
  it('is the same every time (seeded sizes stay true)', () => {
    expect(writePdf({ title: 'a', blocks: [] }).equals(writePdf({ title: 'a', blocks: [] }))).toBe(true);
  });
});

describe('isPdf', () => {
  it('checks the magic bytes only', () => {
    expect(isPdf(Buffer.from('%PDF-1.7\n...'))).toBe(true);
    expect(isPdf(Buffer.from('%PDF'))).toBe(false);
    expect(isPdf(Buffer.from('<html>%PDF-1.7'))).toBe(false);
  });
});
