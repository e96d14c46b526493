// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useShowPotdDialogOnce } from './potd-dialog-flag.ts';
import { useSession } from './session.ts';

describe('useShowPotdDialogOnce (spec 2.6)', () => {
  it('opens once for a signed-in user and removes the flag', () => {
    localStorage.setItem('showPotdDialog', 'true');
    useSession.setState({ token: 'a-token' });
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
});
