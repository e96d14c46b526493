import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CssBaseline, ThemeProvider, type Theme } from '@mui/material';
import i18n from '../lib/i18n.ts';
import { setUnauthorizedHandler } from '../lib/api.ts';
import { useSession } from '../lib/session.ts';
import { createRouter } from './router.tsx';
import { createAppTheme } from './theme.ts';
import { paths } from './paths.ts';

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } } });

/**
 * What the app is built on: the theme, the query cache and the router (whose loaders prefetch a
 * page's first data into that cache, issue 15). Each step is a few dozen milliseconds of a cheap
 * phone's main thread (the router ranks and matches every route, the theme computes its
 * palette), so main.tsx can make them one at a time in separate tasks before hydrating a
 * prerendered page, instead of inside React's first, unsliceable render of <App>.
 */
export type AppParts = { theme: Theme; queryClient: QueryClient; router: ReturnType<typeof createRouter> };
export const appParts = {
  theme: createAppTheme,
  queryClient: newQueryClient,
  router: (queryClient: QueryClient) => createRouter(queryClient),
};

export function App({ parts }: { parts?: AppParts }) {
  const [theme] = useState(() => parts?.theme ?? appParts.theme());
  const [queryClient] = useState(() => parts?.queryClient ?? appParts.queryClient());
  const [router] = useState(() => parts?.router ?? appParts.router(queryClient));
  const selectedLanguage = useSession((s) => s.selectedLanguage);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      queryClient.clear();
      void router.navigate(paths.signIn);
    });
  }, [queryClient, router]);

  // Choosing a language switches the whole UI at once.
  useEffect(() => {
    if (selectedLanguage && i18n.language !== selectedLanguage) void i18n.changeLanguage(selectedLanguage);
  }, [selectedLanguage]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
