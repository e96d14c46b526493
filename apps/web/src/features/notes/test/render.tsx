import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { NoteDetail, NoteSummary, PdfSummary } from '@pariksha/shared/schemas/notes';
import i18n from '../../../lib/i18n.ts';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** fetch answering by method and path; every call is recorded. */
export function mockApi(routes: Record<string, unknown | ((url: URL, init?: RequestInit) => Response)>) {
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

export const calledUrls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));

let location = '';
function LocationProbe() {
  const l = useLocation();
  location = `${l.pathname}${l.search}`;
  return null;
}
export const currentLocation = () => location;

export async function setLanguage(lang: 'en' | 'hi') {
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces(['notes']);
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

export const NOTE_ID = '11111111-1111-4111-8111-111111111111';
export const PDF_ID = '22222222-2222-4222-8222-222222222222';

export const noteSummary = (over: Partial<NoteSummary> = {}): NoteSummary => ({
  id: NOTE_ID,
  title: { hi: 'मौलिक अधिकार', en: 'Fundamental Rights' },
  subject: 'polity',
  topic: 'fundamental rights',
  excerpt: { hi: 'संविधान के भाग III में', en: 'Part III of the Constitution' },
  languages: ['hi', 'en'],
  organizationId: 'org',
  organizationName: 'Demo Institute',
  isPlatform: false,
  authorName: 'Rajesh Verma',
  updatedAt: '2026-03-01T10:00:00.000Z',
  canEdit: false,
  ...over,
});

export const noteDetail = (over: Partial<NoteDetail> = {}): NoteDetail => ({
  ...noteSummary(),
  body: { hi: '<h2>छह अधिकार</h2><p>समानता का अधिकार</p>', en: '<h2>Six rights</h2><p>Right to Equality</p>' },
  ...over,
});

export const pdfSummary = (over: Partial<PdfSummary> = {}): PdfSummary => ({
  id: PDF_ID,
  title: { hi: 'विभाज्यता के नियम', en: 'Divisibility Rules' },
  description: { en: 'Rules from 2 to 11' },
  subject: 'math',
  topic: 'number system',
  fileName: 'divisibility.pdf',
  sizeBytes: 3 * 1024,
  organizationId: 'org',
  organizationName: 'Demo Institute',
  isPlatform: false,
  uploaderName: 'Rajesh Verma',
  createdAt: '2026-03-01T10:00:00.000Z',
  canDelete: false,
  ...over,
});
