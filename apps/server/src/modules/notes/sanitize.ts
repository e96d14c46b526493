import DOMPurify from 'isomorphic-dompurify';
import { htmlToText, NOTE_HTML_MAX } from '@pariksha/shared/schemas/notes';
import { AppError, badRequest } from '../../lib/errors.ts';
import { runInWorker, workerTaskAt } from '../../lib/workers/pool.ts';
import { checkNestingDepth } from './nesting.ts';

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

type NoteBody = { hi?: string; en?: string };

/** Deeper than any note the editor writes (nested lists, a table in a quote), far below a hostile one. */
export const NOTE_MAX_DEPTH = 64;
/** Past this a note is abandoned (worker terminated); a long real one takes 1-2 s, a cold worker a few more. */
const SANITIZE_TIMEOUT_MS = 20_000;

/**
 * Refuses what would freeze the sanitiser before any DOM is built: more than the schema's
 * length, or tags nested deeper than NOTE_MAX_DEPTH (a linear scan; nesting.ts).
 */
export function checkNoteLimits(body: NoteBody): void {
  for (const lang of ['hi', 'en'] as const) {
    const html = body[lang];
    if (!html) continue;
    if (html.length > NOTE_HTML_MAX) throw badRequest('A note can be at most 100,000 characters long');
    if (checkNestingDepth(html, NOTE_MAX_DEPTH) > NOTE_MAX_DEPTH) {
      throw new AppError('VALIDATION_FAILED', 'A note can nest formatting at most {{max}} levels deep', undefined, { max: NOTE_MAX_DEPTH });
    }
    if (plainTextGrowth(html) > CLEAN_HTML_MAX) throw badRequest(TOO_LONG_ONCE_SAVED);
  }
}

const TOO_LONG_ONCE_SAVED = 'This note is too long once saved. Shorten it or split it into smaller notes.';

/**
 * The saved length of a body that holds no markup at all (no `<` opening a tag, comment or
 * doctype), where every `<` and `>` is text and becomes a four-letter entity; 0 when it has
 * markup. Such a body is refused here, at once, instead of after seconds of DOM work in the
 * worker (a body of nothing but `<` is the slowest thing the parser meets).
 */
function plainTextGrowth(html: string): number {
  if (/<[a-zA-Z!/?]/.test(html)) return 0;
  let brackets = 0;
  for (let i = 0; i < html.length; i++) {
    const code = html.charCodeAt(i);
    if (code === 60 || code === 62) brackets++; // < and >
  }
  return html.length + 3 * brackets;
}

/**
 * Sanitised HTML may be longer than what was sent (`<` becomes `&lt;`, links gain target and
 * rel); a note of nothing but `<` would grow four-fold, and the database works on it in the
 * event loop when embedded (PGlite).
 */
const CLEAN_HTML_MAX = NOTE_HTML_MAX * 1.5;

/**
 * A sanitised body per language, with languages that hold no visible text dropped. Synchronous,
 * for the worker (sanitize-worker.ts) and for seeding the demo notes, which are our own.
 */
export function sanitizeBody(body: NoteBody): NoteBody {
  checkNoteLimits(body);
  const out: NoteBody = {};
  for (const lang of ['hi', 'en'] as const) {
    const clean = body[lang] ? sanitizeNoteHtml(body[lang]) : '';
    if (clean.length > CLEAN_HTML_MAX) throw badRequest(TOO_LONG_ONCE_SAVED);
    if (htmlToText(clean)) out[lang] = clean;
  }
  return out;
}

/** A note body as stored: sanitised, with its excerpt. */
export type PreparedBody = { body: NoteBody; excerpt: NoteBody };

export function prepareBody(body: NoteBody): PreparedBody {
  const clean = sanitizeBody(body);
  return { body: clean, excerpt: excerptOf(clean) };
}

/**
 * What a request uses: the limits checked here (a hostile note is refused at once), then the
 * DOM work and the excerpt in a worker thread with a time limit, so no note can stall the
 * event loop. Parsing 100,000 characters of HTML takes about a second even when harmless.
 */
export async function prepareBodyOffThread(body: NoteBody): Promise<PreparedBody> {
  checkNoteLimits(body);
  return runInWorker(workerTaskAt<NoteBody, PreparedBody>(new URL('./sanitize-worker.ts', import.meta.url), 'prepare'), body, {
    timeoutMs: SANITIZE_TIMEOUT_MS,
    tooComplex: 'This note is too complex to save. Simplify its formatting or split it into smaller notes.',
  });
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
