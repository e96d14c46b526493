// @vitest-environment jsdom
import { lazy } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import i18n from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { AppShell } from './AppShell.tsx';

describe('navigation progress', () => {
  beforeEach(async () => {
    useSession.setState({ token: null });
    await i18n.changeLanguage('en');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  });

  it('shows a progress bar and dims the old page while the next page’s chunk loads', async () => {
    let arrive: (m: { default: () => React.JSX.Element }) => void = () => undefined;
    const Slow = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (arrive = resolve)));
    const router = createMemoryRouter(
      [
        {
          element: <AppShell />,
          children: [
            { path: '/', element: <p>Old page</p> },
            { path: '/next', element: <Slow /> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Old page')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading…' })).toBeNull();

    await act(() => router.navigate('/next'));
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    // The old page is still there (React keeps it during the transition) but marked busy.
    expect(screen.getByText('Old page')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');

    await act(async () => arrive({ default: () => <p>New page</p> }));
    expect(await screen.findByText('New page')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading…' })).toBeNull();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false');
  });
});
