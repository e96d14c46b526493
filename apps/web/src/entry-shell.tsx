/**
 * The signed-in shell, prerendered (issue 15, "the signed-in shell does not wait for the page's
 * data to paint"): for each signed-in page that has a skeleton, the app bar, the navigation and
 * that page's skeleton as HTML with their critical CSS, in hi and en. The browser paints it
 * before any script; main.tsx then renders the app fresh over it (createRoot replaces it when it
 * commits, in the same places: no flash, no shift).
 *
 * The same file for everyone, so nothing personal: the session used here is a role without a
 * user (a student of no organisation, no name, no picture, streak 0), set only for this render.
 */
import type { ComponentType } from 'react';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { Language } from '@pariksha/shared/constants';
import i18n from './lib/i18n.ts';
import { useSession } from './lib/session.ts';
import { theme } from './app/theme.ts';
import { paths } from './app/paths.ts';
import { renderResolved } from './entry-server.tsx';
import { AppShell } from './app/shell/AppShell.tsx';
import { ExamListSkeleton, HallSkeleton, PotdSkeleton, ReviewSkeleton, SubjectGridSkeleton } from './app/route-skeletons.tsx';

type ShellPage = {
  /** The router's pattern; a `:param` segment is kept as is in the file's path (the server matches it). */
  pattern: string;
  Skeleton: ComponentType;
  /** The page's own module and namespaces (as the client manifest names them), preloaded with the entry. */
  page: string;
  namespaces: string[];
};

/** The pages of app/route-prefetch.ts (the ones with a route skeleton). */
export const SHELL_PAGES: ShellPage[] = [
  { pattern: paths.exams, Skeleton: ExamListSkeleton, page: 'src/features/exams/pages/ExamListPage.tsx', namespaces: ['exams'] },
  { pattern: paths.potd, Skeleton: PotdSkeleton, page: 'src/features/potd/pages/PotdPage.tsx', namespaces: ['potd'] },
  { pattern: paths.quiz, Skeleton: SubjectGridSkeleton, page: 'src/features/quiz/pages/QuizHomePage.tsx', namespaces: ['quiz'] },
  {
    pattern: paths.flashCardReview,
    Skeleton: ReviewSkeleton,
    page: 'src/features/flash-cards/pages/ReviewPage.tsx',
    namespaces: ['flashCards'],
  },
  {
    pattern: paths.examHall,
    Skeleton: HallSkeleton,
    page: 'src/features/exam-hall/pages/ExamHallPage.tsx',
    namespaces: ['examHall'],
  },
];

/** Decoded as claims of a student (role user, organisation role student) and nothing else; never sent to the server. */
const ROLE_ONLY_TOKEN = [
  { alg: 'none', typ: 'JWT' },
  { role: 'user', orgRole: 'student' },
]
  .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
  .concat('')
  .join('.');

/** One signed-in page's shell in one language: its markup, styles and the lazy modules it drew. */
export async function renderShell(shell: ShellPage, lang: Language): Promise<{ html: string; styles: string; modules: string[] }> {
  await i18n.changeLanguage(lang);
  // A concrete URL for the pattern (`:examId` -> `_`): the skeleton reads no parameter.
  const url = shell.pattern.replace(/:[^/]+/g, '_');
  const routes: RouteObject[] = [{ element: <AppShell />, children: [{ path: shell.pattern, element: <shell.Skeleton /> }] }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error(`${url} redirected (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const imported = new Set<string>();
  globalThis.__prerenderImports = imported;
  // A server render reads a zustand store's initial state (useSyncExternalStore's server
  // snapshot), not its current one: that object is what stands in for the session here, and is
  // put back as it was afterwards (the public pages render as a visitor).
  const initial = useSession.getInitialState();
  const before = { ...initial };
  Object.assign(initial, {
    token: ROLE_ONLY_TOKEN,
    selectedLanguage: lang,
    organization: null,
    userName: null,
    profilePicture: null,
    currentStreak: 0,
  });
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const app = (
    <StrictMode>
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <QueryClientProvider client={new QueryClient()}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </QueryClientProvider>
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>
  );
  let html: string;
  try {
    // Each pass loads the next level of lazy modules (sidebar, header actions, bell).
    html = await renderResolved(app, url);
  } finally {
    Object.assign(initial, before);
    globalThis.__prerenderImports = undefined;
  }
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html));
  // A lazy module is imported once per process: every shell draws the same ones, so they are pooled.
  // The bell (socket.io, IndexedDB) and the streak sync are not drawn by the first commit (the
  // bell's fallback is the same icon): they load after it, not in the entry's bandwidth.
  for (const m of imported) if (!m.endsWith('.json') && !/notifications\/|StreakSync/.test(m)) shellModules.add(m);
  return { html, styles, modules: [...shellModules, shell.page, 'src/app/route-data.ts'] };
}

const shellModules = new Set<string>();
