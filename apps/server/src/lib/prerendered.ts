import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Language = 'hi' | 'en';
type Page = { raw: Buffer; br: Buffer; gzip: Buffer };
export type PrerenderedPage = { body: Buffer; encoding: 'br' | 'gzip' | null; language: Language };

/**
 * The public pages the web build prerendered (issue 15): WEB_DIST/prerender/<lang>/<route>/index.html,
 * and the signed-in pages' shell (app bar, navigation, skeleton), some under a pattern.
 * Read and compressed once at start-up (66 small files), so a request only picks one.
 */
export function loadPrerenderedPages(webDist: string, transform: (html: string) => string = (h) => h) {
  const root = path.join(webDist, 'prerender');
  const pages = new Map<string, Page>();
  if (existsSync(root)) {
    for (const language of ['hi', 'en'] as const) {
      const dir = path.join(root, language);
      if (!existsSync(dir)) continue;
      for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
        if (path.basename(file) !== 'index.html') continue;
        const route = `/${path.dirname(file).split(path.sep).join('/')}`.replace(/\/\.?$/, '') || '/';
        const raw = Buffer.from(transform(readFileSync(path.join(dir, file), 'utf8')));
        pages.set(`${language}${route}`, {
          raw,
          // Quality 6: a tenth of q11's time at start-up, and within a few per cent of its size.
          br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
          gzip: gzipSync(raw, { level: 6 }),
        });
      }
    }
  }
  // The signed-in shells of pages with parameters (the exam hall) are stored under their pattern
  // (`/exams/:examId/...`): a request's path matches them segment by segment.
  const patterns = [...pages.keys()]
    .filter((key) => key.includes('/:'))
    .map((key) => {
      const [language, ...segments] = key.split('/');
      return { key, language, segments };
    });
  const byPattern = (language: Language, route: string): Page | undefined => {
    const segments = route.split('/').slice(1);
    const found = patterns.find(
      (p) =>
        p.language === language &&
        p.segments.length === segments.length &&
        p.segments.every((s, i) => (s.startsWith(':') ? segments[i] !== '' : s === segments[i])),
    );
    return found && pages.get(found.key);
  };
  return {
    size: pages.size,
    /** The page for a request's URL in the reader's language (the cookie), or null for the SPA's index. */
    pick(url: string, cookieHeader: string | undefined, acceptEncoding: string | undefined): PrerenderedPage | null {
      const route = routeOf(url);
      if (route === null) return null;
      const language = languageFromCookie(cookieHeader);
      const page = pages.get(`${language}${route}`) ?? byPattern(language, route);
      if (!page) return null;
      const accepted = acceptedEncodings(acceptEncoding);
      const accepts = (coding: string) => accepted.has(coding);
      if (accepts('br')) return { body: page.br, encoding: 'br', language };
      if (accepts('gzip')) return { body: page.gzip, encoding: 'gzip', language };
      return { body: page.raw, encoding: null, language };
    },
  };
}

/** The path of a URL without its query and trailing slash; null for anything unusual (the SPA handles it). */
export function routeOf(url: string): string | null {
  const pathname = url.split('?')[0]!.split('#')[0]!;
  if (!/^\/[a-z0-9\-/]*$/.test(pathname) || pathname.includes('//')) return null;
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
}

/** The content codings a request accepts (q=0 means refused). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const out = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [coding, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (coding && !(q && Number(q.slice(2)) === 0)) out.add(coding);
  }
  return out;
}

/** `selectedLanguage` mirrors the web's localStorage choice; Hindi when absent or anything else. */
export function languageFromCookie(header: string | undefined): Language {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (name === 'selectedLanguage' && (value === 'en' || value === 'hi')) return value;
  }
  return 'hi';
}
