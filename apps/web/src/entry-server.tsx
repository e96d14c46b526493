/**
 * The prerender step's entry (issue 15, "public pages arrive as HTML"): renders one public route
 * as a visitor in one language, at build time, with its critical CSS. scripts/prerender.mjs
 * builds this file for Node and writes dist/prerender/<lang>/<route>/index.html; the server
 * sends that file for the route, and main.tsx hydrates it. Nothing here knows a user: the
 * stores read no localStorage in Node, so the HTML is the visitor's page.
 */
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { EXAM_CODES } from '@pariksha/shared/exam/templates';
import type { Language } from '@pariksha/shared/constants';
import i18n from './lib/i18n.ts';
import { routes } from './app/router.tsx';
import { theme } from './app/theme.ts';

/** The public routes a visitor may open first (issue 15), each prerendered in hi and en. */
export const PRERENDER_PATHS = [
  '/',
  '/about',
  '/privacy-policy',
  '/terms-conditions',
  '/contact-us',
  '/feedback',
  '/exam',
  ...EXAM_CODES.map((code) => `/exam/${code.toLowerCase().replace(/_/g, '-')}`),
  '/signin',
  '/signup',
  // Its plans come from the API: the page arrives with its title and the plans' placeholders.
  '/pricing',
];

export const LANGUAGES: Language[] = ['hi', 'en'];

const ALL_NAMESPACES = Object.keys(import.meta.glob('./locales/hi/*.json')).map((p) => p.replace(/^.*\/(\w+)\.json$/, '$1'));

/** React's marker of a Suspense boundary written as its fallback. */
const PENDING_BOUNDARY = '<!--$?-->';

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

/**
 * One HTML file of an app tree with every lazy module resolved (also used by entry-shell.tsx).
 * A lazy page renders inline only once its module has loaded; a render that met one still
 * loading wrote its fallback plus a hidden copy swapped in by script. Each pass loads the next
 * level (the home page picks the marketing page, which is lazy too), so render until none is pending.
 */
export async function renderResolved(app: ReactNode, url: string): Promise<string> {
  let html = '';
  for (let pass = 0; pass < 5; pass++) {
    // A boundary larger than the progressive chunk size is written outlined (fallback first);
    // one HTML file has no later chunks, so every boundary is inline.
    const { prelude } = await prerenderToNodeStream(app, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
    html = await streamToString(prelude);
    if (!html.includes(PENDING_BOUNDARY)) return html;
  }
  throw new Error(`${url} still shows a loading state after 5 passes`);
}

/**
 * The route's markup (every lazy page resolved: the static prerender waits for Suspense) and
 * the style tags of exactly the emotion rules it uses.
 */
export async function render(path: string, lang: Language): Promise<Rendered> {
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces(ALL_NAMESPACES);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);

  // What the page loads beyond the entry (scripts/prerender.ts turns these into modulepreload
  // links): the modules it imported lazily while rendering (counted by the prerender build's
  // import tracker) and the message namespaces it used.
  const imported = new Set<string>();
  globalThis.__prerenderImports = imported;
  // react-i18next notes every namespace a useTranslation asks for (it creates the record on the first render).
  const usage = () => (i18n as { reportNamespaces?: { usedNamespaces: Record<string, boolean> } }).reportNamespaces;
  const before = usage();
  if (before) before.usedNamespaces = {};

  // The key matches the browser's default emotion cache ('css'), which adopts these style tags.
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  // Nothing is fetched in Node (no effects run): a page with data renders its loading state, as the browser's first render does.
  const queryClient = new QueryClient();

  const app = (
    <StrictMode>
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <QueryClientProvider client={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </QueryClientProvider>
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>
  );
  const html = await renderResolved(app, path);
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html));
  globalThis.__prerenderImports = undefined;

  // A lazy page imports its module once per process: a later route showing the same page (the
  // other language, another exam's guide) imports nothing, so it reuses the first one's list.
  const pageKey = context.matches.at(-1)?.route.id ?? path;
  if (!modulesOfPage.has(pageKey))
    modulesOfPage.set(
      pageKey,
      [...imported].filter((m) => !m.endsWith('.json')),
    );
  const namespaces = Object.keys(usage()?.usedNamespaces ?? {}).filter((ns) => ns !== 'common');
  return { html, styles, status: context.statusCode, modules: modulesOfPage.get(pageKey)!, namespaces };
}

const modulesOfPage = new Map<string, string[]>();

export type Rendered = {
  html: string;
  styles: string;
  status: number;
  /** Source modules (paths from apps/web, as in the client build's manifest) the page imported lazily. */
  modules: string[];
  /** The message namespaces the page used, besides `common` (which is in the entry). */
  namespaces: string[];
};

declare global {
  var __prerenderImports: Set<string> | undefined;
}

// The signed-in pages' shell (app bar, navigation, the page's skeleton), built by the same step.
export { SHELL_PAGES, renderShell } from './entry-shell.tsx';
