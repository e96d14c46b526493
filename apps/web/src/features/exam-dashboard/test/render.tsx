import { Suspense, type ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { AccessTokenPayload } from '@pariksha/shared/schemas/auth';
import i18n from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { fakeToken } from '../../../test/fake-token.ts';

// MUI forms render slowly in jsdom on a busy machine: allow for it rather than flake.
configure({ asyncUtilTimeout: 5000 });

export const ORG_ID = '00000000-0000-4000-8000-000000000002';

export async function setLanguage(lang: 'hi' | 'en') {
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces('examDashboard');
  useSession.setState({ selectedLanguage: lang });
}

export function signInAs(claims: Partial<AccessTokenPayload>) {
  useSession.setState({ token: fakeToken({ organizationId: ORG_ID, ...claims }), refreshToken: null });
}

type Handler = unknown | ((req: { method: string; url: URL; body: unknown }) => Response | unknown);

/**
 * Stubs fetch with answers keyed "METHOD /path" or "/path" (GET), path without /api. Unknown
 * calls answer 404 and are recorded, so a test can assert that a call was never made.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ method, path, body });
    const handler = routes[`${method} ${path}`] ?? (method === 'GET' ? routes[path] : undefined);
    if (handler === undefined) return json(404, { error: { code: 'NOT_FOUND', message: `No mock for ${method} ${path}` } });
    const value = typeof handler === 'function' ? await (handler as (r: unknown) => unknown)({ method, url, body }) : handler;
    return value instanceof Response ? value : json(method === 'POST' ? 201 : 200, value);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Renders routes in a memory router with a fresh query client (no retries). */
export function renderRoutes(routes: RouteObject[], at: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const utils = render(
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return { ...utils, router, client };
}

export const renderAt = (element: ReactElement, at = '/') => renderRoutes([{ path: '*', element }], at);
