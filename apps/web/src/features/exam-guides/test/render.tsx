import { Suspense } from 'react';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import i18n from '../../../lib/i18n.ts';

// MUI renders slowly in jsdom on a busy machine: allow for it rather than flake.
configure({ asyncUtilTimeout: 5000 });

export async function setLanguage(lang: 'hi' | 'en') {
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces('examGuides');
}

export function renderRoutes(routes: RouteObject[], at: string) {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const utils = render(
    <Suspense fallback={null}>
      <RouterProvider router={router} />
    </Suspense>,
  );
  return { ...utils, router };
}
