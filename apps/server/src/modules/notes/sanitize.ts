import DOMPurify from 'isomorphic-dompurify';
import { htmlToText } from '@pariksha/shared/schemas/notes';

/** What the editor produces (TipTap starter kit, links and tables); everything else is dropped. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'code',
  'pre',
  'hr',
  'table',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const ALLOWED_ATTR = ['href', 'colspan', 'rowspan', 'start'];
/** Plain numbers: exempt from the URI check DOMPurify applies to every other allowed attribute. */
const URI_SAFE_ATTR = ['colspan', 'rowspan', 'start'];
/** Web links, mail links, in-page anchors and this site's own paths; never javascript: or data:. */
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|#|\/(?!\/))/i;

/** Every link leaves the app in a new tab without handing it our window (set after the attribute filter). */
function hardenLinks(node: { tagName: string; hasAttribute(name: string): boolean; setAttribute(name: string, value: string): void }) {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
}

/**
 * Note HTML as it may be stored and rendered: scripts, event handlers, styles, frames and
 * unsafe links removed (DOMPurify). Runs on every write, seeded notes included.
 */
export function sanitizeNoteHtml(html: string): string {
  // The hook is added and removed around the synchronous call so the shared DOMPurify
  // instance behaves as configured for any other caller.
  DOMPurify.addHook('afterSanitizeAttributes', hardenLinks);
  try {
    return DOMPurify.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOWED_URI_REGEXP,
      ADD_URI_SAFE_ATTR: URI_SAFE_ATTR,
      ALLOW_DATA_ATTR: false,
      KEEP_CONTENT: true,
    }).trim();
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', hardenLinks);
  }
}

/** A sanitised body per language, with languages that hold no visible text dropped. */
export function sanitizeBody(body: { hi?: string; en?: string }): { hi?: string; en?: string } {
  const out: { hi?: string; en?: string } = {};
  for (const lang of ['hi', 'en'] as const) {
    const clean = body[lang] ? sanitizeNoteHtml(body[lang]) : '';
    if (htmlToText(clean)) out[lang] = clean;
  }
  return out;
}

const EXCERPT_CHARS = 180;

/** The opening words of each language's text, cut at a word boundary. */
export function excerptOf(body: { hi?: string; en?: string }): { hi?: string; en?: string } {
  const out: { hi?: string; en?: string } = {};
  for (const lang of ['hi', 'en'] as const) {
    const text = htmlToText(body[lang]);
    if (!text) continue;
    if (text.length <= EXCERPT_CHARS) {
      out[lang] = text;
      continue;
    }
    const cut = text.slice(0, EXCERPT_CHARS);
    const space = cut.lastIndexOf(' ');
    out[lang] = `${(space > EXCERPT_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
  }
  return out;
}
