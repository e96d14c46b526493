import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import i18n from '../lib/i18n.ts';

/** Page-test helpers: a stubbed fetch, a memory router with a fresh query client, the current URL. */

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** fetch answering by "METHOD /path" or "/path" (without /api); every call is recorded. */
export function mockApi(routes: Record<string, unknown | ((url: URL, init?: RequestInit) => Response | Promise<Response>)>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const key = `${init?.method ?? 'GET'} ${path}`;
    const handler = routes[key] ?? routes[path];
    if (handler === undefined) return json({ error: { code: 'NOT_FOUND', message: `No mock for ${key}` } }, 404);
    return typeof handler === 'function' ? (handler as (u: URL, i?: RequestInit) => Response)(url, init) : json(handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made, as "METHOD /path". */
export const calls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(
    ([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '')}`,
  );

/** The URLs called, query strings included. */
export const calledUrls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));

let location = '';
function LocationProbe() {
  const l = useLocation();
  location = `${l.pathname}${l.search}`;
  return null;
}
export const currentLocation = () => location;

export async function setLanguage(lang: 'en' | 'hi', namespaces: string[]) {
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces(namespaces);
}

export function renderRoutes(routes: { path: string; element: ReactElement }[], initial: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [...routes, { path: '*', element: <div>elsewhere</div> }].map((r) => ({
      ...r,
      element: (
        <>
          <LocationProbe />
          {r.element}
        </>
      ),
    })),
    { initialEntries: [initial] },
  );
  return render(
    <QueryClientProvider client={client}>
      <Suspense fallback={<div>suspended</div>}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
}
