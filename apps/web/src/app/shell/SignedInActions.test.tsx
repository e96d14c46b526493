// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { useSession } from '../../lib/session.ts';
import { fakeToken } from '../../test/fake-token.ts';
import { mockApi, renderRoutes, setLanguage } from '../../test/render.tsx';
import { SignedInActions } from './SignedInActions.tsx';

// The bell is tested on its own; here it only has to stay quiet.
vi.mock('../../components/notifications/NotificationBell.tsx', () => ({ NotificationBell: () => null }));

function renderActions(claims: Parameters<typeof fakeToken>[0], userName: string | null = 'asha verma') {
  useSession.setState({ token: fakeToken(claims), userName, currentStreak: 4 });
  renderRoutes([{ path: '/', element: <SignedInActions /> }], '/');
}

describe('SignedInActions: the streak belongs to students (issue 13, roles)', () => {
  beforeEach(async () => {
    mockApi({});
    await setLanguage('en', ['common']);
  });
  afterEach(() => {
    useSession.setState({ token: null, userName: null, currentStreak: 0 });
    vi.unstubAllGlobals();
  });

  it('shows a student the streak badge linking to the daily problem', () => {
    renderActions({ role: 'user', orgRole: 'student' });
    expect(screen.getByRole('link', { name: 'Your current streak: 4' })).toHaveAttribute('href', '/potd');
  });

  it('draws no streak count and no initial for a session with no one in it yet (the prerendered shell)', () => {
    renderActions({ role: 'user', orgRole: 'student' }, null);
    const streak = screen.getByRole('link', { name: 'Your current streak' });
    expect(within(streak).queryByText('4')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open user menu' })).not.toHaveTextContent('?');
  });

  it.each([
    ['an institute owner', { role: 'user', orgRole: 'owner' }],
    ['a teacher', { role: 'user', orgRole: 'teacher' }],
    ['an admin', { role: 'admin', orgRole: 'owner' }],
    ['a super admin', { role: 'superAdmin', orgRole: 'owner' }],
  ] as const)('shows %s no streak badge, and keeps "POTD Management" in the profile menu', (_who, claims) => {
    renderActions(claims);
    expect(screen.queryByRole('link', { name: /current streak/ })).toBeNull();
    expect(document.querySelector('a[href="/potd"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open user menu' }));
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'POTD Management' })).toBeInTheDocument();
  });
});
