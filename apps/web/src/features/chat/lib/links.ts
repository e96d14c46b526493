/** A piece of a message: plain text, or a link to open. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) only, up to the first space or a character that cannot be in a bare URL.
const URL_START = /https?:\/\/[^\s<>"'`]+/gi;
// Punctuation that ends a sentence rather than the address (the Devanagari danda too).
const TRAILING = /[.,!?;:।॥…'"’”]+$/u;

/** Drops a closing bracket the address did not open: "(see https://x.in/a)" keeps the ")" as text. */
function trimUnbalanced(url: string): string {
  let out = url;
  for (const [open, close] of [
    ['(', ')'],
    ['[', ']'],
    ['{', '}'],
  ] as const) {
    while (out.endsWith(close) && out.split(close).length > out.split(open).length) out = out.slice(0, -1);
  }
  return out;
}

function cleanUrl(candidate: string): string {
  let url = candidate;
  for (;;) {
    const next = trimUnbalanced(url.replace(TRAILING, ''));
    if (next === url) return url;
    url = next;
  }
}

/** The address a link may open: http or https with a host, never javascript:, data: or the like. */
export function safeHref(raw: string): string | null {
  try {
    const url = new URL(raw);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * Splits plain text into text and http(s) links, for React to render (never as HTML). Hindi,
 * emoji and line breaks pass through unchanged; only the links become parts of their own.
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_START)) {
    const start = match.index;
    const url = cleanUrl(match[0]);
    const href = safeHref(url);
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: url, href });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
