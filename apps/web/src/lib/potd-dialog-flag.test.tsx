// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useShowPotdDialogOnce } from './potd-dialog-flag.ts';
import { useSession } from './session.ts';
import { fakeToken } from '../test/fake-token.ts';

describe('useShowPotdDialogOnce (spec 2.6)', () => {
  it('opens once for a signed-in student and removes the flag', () => {
    localStorage.setItem('showPotdDialog', 'true');
    useSession.setState({ token: fakeToken({ role: 'user', orgRole: 'student' }) });
    const { result } = renderHook(() => useShowPotdDialogOnce());
    expect(result.current[0]).toBe(true);
    expect(localStorage.getItem('showPotdDialog')).toBeNull();
    act(() => result.current[1]());
    expect(result.current[0]).toBe(false);
  });
  it('stays closed and keeps the flag when signed out', () => {
    localStorage.setItem('showPotdDialog', 'true');
    useSession.setState({ token: null });
    const { result } = renderHook(() => useShowPotdDialogOnce());
    expect(result.current[0]).toBe(false);
    expect(localStorage.getItem('showPotdDialog')).toBe('true');
  });

  it.each([
    ['an institute owner', { role: 'user', orgRole: 'owner' }],
    ['a teacher', { role: 'user', orgRole: 'teacher' }],
    ['an admin', { role: 'admin', orgRole: 'owner' }],
  ] as const)('never opens for %s (issue 13, roles), and drops the flag', (_who, claims) => {
    localStorage.setItem('showPotdDialog', 'true');
    useSession.setState({ token: fakeToken(claims) });
    const { result } = renderHook(() => useShowPotdDialogOnce());
    expect(result.current[0]).toBe(false);
    expect(localStorage.getItem('showPotdDialog')).toBeNull();
  });
});
