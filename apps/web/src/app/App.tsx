import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CssBaseline, ThemeProvider } from '@mui/material';
import i18n from '../lib/i18n.ts';
import { setUnauthorizedHandler } from '../lib/api.ts';
import { useSession } from '../lib/session.ts';
import { createRouter } from './router.tsx';
import { theme } from './theme.ts';
import { paths } from './paths.ts';

export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } } }),
  );
  // The router's loaders prefetch a page's first data into this cache (issue 15).
  const [router] = useState(() => createRouter(queryClient));
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
