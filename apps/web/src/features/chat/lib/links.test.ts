import { describe, expect, it } from 'vitest';
import { safeHref, splitLinks } from './links.ts';

describe('splitLinks', () => {
  it('keeps text without links as one part, Hindi and emoji intact', () => {
    const text = 'कल सुबह 7 बजे टेस्ट है 🙏\nसमय पर आना';
    expect(splitLinks(text)).toEqual([{ kind: 'text', text }]);
  });

  it('finds http and https links between words', () => {
    expect(splitLinks('नोट्स यहाँ https://example.com/notes?id=4 देखें और http://a.in भी')).toEqual([
      { kind: 'text', text: 'नोट्स यहाँ ' },
      { kind: 'link', text: 'https://example.com/notes?id=4', href: 'https://example.com/notes?id=4' },
      { kind: 'text', text: ' देखें और ' },
      { kind: 'link', text: 'http://a.in', href: 'http://a.in/' },
      { kind: 'text', text: ' भी' },
    ]);
  });

  it('leaves sentence punctuation and an unopened bracket outside the link', () => {
    expect(splitLinks('See https://x.in/a.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://x.in/a', href: 'https://x.in/a' },
      { kind: 'text', text: '.' },
    ]);
    expect(splitLinks('(देखें https://x.in/a)।').map((p) => p.text)).toEqual(['(देखें ', 'https://x.in/a', ')।']);
    expect(splitLinks('https://en.wikipedia.org/wiki/Ashoka_(film)')[0]).toMatchObject({
      kind: 'link',
      text: 'https://en.wikipedia.org/wiki/Ashoka_(film)',
    });
  });

  it('links nothing but http and https', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://x.in/file', 'www.example.com', 'mailto:a@b.in']) {
      expect(splitLinks(text).every((p) => p.kind === 'text')).toBe(true);
    }
    expect(splitLinks('https://')).toEqual([{ kind: 'text', text: 'https://' }]);
  });

  it('treats markup as text', () => {
    const parts = splitLinks('<img src=x onerror=alert(1)> https://x.in/"><script>');
    expect(parts[0]).toEqual({ kind: 'text', text: '<img src=x onerror=alert(1)> ' });
    expect(parts[1]).toMatchObject({ kind: 'link', href: 'https://x.in/' });
  });
});

describe('safeHref', () => {
  it('accepts only http(s) with a host', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com/');
    expect(safeHref('JavaScript:alert(1)')).toBeNull();
    expect(safeHref('not a url')).toBeNull();
  });
});
