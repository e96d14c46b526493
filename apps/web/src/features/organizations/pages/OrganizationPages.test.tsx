// @vitest-environment jsdom
import { Suspense, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { fakeToken } from '../../../test/fake-token.ts';
import { OrganizationCreatePage } from './OrganizationCreatePage.tsx';
import { OrganizationManagePage } from './OrganizationManagePage.tsx';

const fetchMock = vi.fn<typeof fetch>();

function renderAt(path: string, Page: ComponentType) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element: <Page /> },
      { path: '/organization/manage', element: <p>manage page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <Suspense fallback="loading">
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return router;
}

const asRole = (role: 'admin' | 'superAdmin') => useSession.setState({ token: fakeToken({ role, orgRole: 'owner' }) });

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

// Rendering MUI forms in jsdom is slow on a busy CI machine; the default 5 s is too tight.
describe('organisation pages for a plain admin', { timeout: 20_000 }, () => {
  it.each([
    ['/organization/create', OrganizationCreatePage, /Only platform administrators \(superAdmin\) create organisations/],
    ['/organization/manage', OrganizationManagePage, /Only platform administrators \(superAdmin\) manage all organisations/],
  ])('%s explains who may use it and calls no API (a 403 would sign the admin out)', async (path, Page, body) => {
    asRole('admin');
    renderAt(path, Page);
    expect(await screen.findByRole('heading', { level: 1, name: 'For platform administrators only' })).toBeInTheDocument();
    expect(screen.getByText(body)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('create organisation form', { timeout: 20_000 }, () => {
  const field = (name: RegExp) => screen.getByRole('textbox', { name });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create organisation' }));

  it('shows the shared schema messages and sends nothing while the form is invalid', async () => {
    asRole('superAdmin');
    renderAt('/organization/create', OrganizationCreatePage);
    await screen.findByRole('heading', { level: 1, name: 'Create organisation' });

    submit();
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();

    fireEvent.change(field(/Organisation name/), { target: { value: 'Gyan Academy' } });
    fireEvent.change(field(/Contact email/), { target: { value: 'not-an-email' } });
    fireEvent.change(field(/^YouTube/), { target: { value: 'youtube.com/@gyan' } });
    submit();
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter a full link starting with https://')).toBeInTheDocument();
    expect(screen.queryByText('Name must be at least 2 characters')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the messages in Hindi by default', async () => {
    await i18n.changeLanguage('hi');
    asRole('superAdmin');
    renderAt('/organization/create', OrganizationCreatePage);
    fireEvent.click(await screen.findByRole('button', { name: 'संगठन बनाएँ' }));
    expect(await screen.findByText('नाम कम से कम 2 अक्षरों का होना चाहिए')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts a valid organisation, then opens it on the manage page with a snackbar', async () => {
    asRole('superAdmin');
    const created = { id: '11111111-1111-4111-8111-111111111111', name: 'Gyan Academy' };
    fetchMock.mockResolvedValue(new Response(JSON.stringify(created), { status: 201 }));
    const router = renderAt('/organization/create', OrganizationCreatePage);
    await screen.findByRole('heading', { level: 1, name: 'Create organisation' });

    fireEvent.change(field(/Organisation name/), { target: { value: '  Gyan Academy ' } });
    fireEvent.change(field(/Contact email/), { target: { value: 'office@gyan.example.com' } });
    fireEvent.change(field(/^YouTube/), { target: { value: 'https://youtube.com/@gyan' } });
    submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/manage'));
    expect(router.state.location.search).toBe(`?org=${created.id}`);
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toMatch(/^\/api\/organizations\?/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Gyan Academy',
      description: null,
      address: null,
      email: 'office@gyan.example.com',
      logoUrl: null,
      timeZone: 'Asia/Kolkata',
      socialMedia: { youtube: 'https://youtube.com/@gyan' },
    });
    expect(useSnackbar.getState()).toMatchObject({ open: true, message: 'Organisation "Gyan Academy" created', severity: 'success' });
  });
});
