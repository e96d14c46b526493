// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import i18n from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { AppShell, isAttemptRoute } from './AppShell.tsx';

function renderOfflineAt(path: string) {
  const router = createMemoryRouter([{ element: <AppShell />, children: [{ path: '*', element: <p>Page content</p> }] }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

describe('AppShell offline', () => {
  beforeEach(async () => {
    useSession.setState({ token: null });
    await i18n.changeLanguage('en');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  });
  afterEach(() => vi.restoreAllMocks());

  it('knows the routes of an exam attempt in progress', () => {
    expect(isAttemptRoute('/exams/e1/s1/sections')).toBe(true);
    expect(isAttemptRoute('/exams/e1/s1/section/x1')).toBe(true);
    expect(isAttemptRoute('/exams/e1/s1')).toBe(false);
    expect(isAttemptRoute('/exams/e1/s1/results')).toBe(false);
    expect(isAttemptRoute('/about')).toBe(false);
  });

  it('replaces a page with the no-internet page', () => {
    renderOfflineAt('/about');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Page content')).toBeNull();
  });

  it('keeps an exam attempt working, in the focused frame: no site header or footer', () => {
    renderOfflineAt('/exams/e1/s1/section/x1');
    expect(screen.getByText('Page content')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('keeps the site header on other exam pages', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderOfflineAt('/exams/e1/s1');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });
});
