// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import { useSession } from '../../lib/session.ts';
import { fakeToken } from '../../test/fake-token.ts';

const auth = (potd?: AuthResponse['potd']): AuthResponse => ({
  token: fakeToken(),
  refreshToken: 'r'.repeat(40),
  user: {
    id: 'u1',
    name: 'Asha',
    email: 'a@example.com',
    username: 'asha',
    phone: null,
    role: 'user',
    orgRole: 'student',
    organizationId: 'o',
    preferredLanguage: 'hi',
    profilePictureUrl: null,
    examGoals: [],
  },
  organization: {
    id: 'o',
    name: 'O',
    description: null,
    address: null,
    email: null,
    logoUrl: null,
    socialMedia: {},
    timeZone: 'Asia/Kolkata',
  },
  ...(potd ? { potd } : {}),
});

beforeEach(() => localStorage.clear());

describe('sign-in and the daily problem (decisions.md: showPotdDialog at sign-in)', () => {
  it('sets the dialog flag and the streaks when today is unsolved', () => {
    useSession.getState().signIn(auth({ showDialog: true, streak: { current: 3, max: 7 }, bookmarkedProblems: 2 }));
    expect(localStorage.getItem('showPotdDialog')).toBe('true');
    expect(localStorage.getItem('currentStreak')).toBe('3');
    expect(localStorage.getItem('maxStreak')).toBe('7');
    expect(localStorage.getItem('bookmarkedProblems')).toBe('2');
    expect(useSession.getState().currentStreak).toBe(3);
  });

  it('sets no flag when today is solved, or when the answer says nothing (sign-up)', () => {
    useSession.getState().signIn(auth({ showDialog: false, streak: { current: 1, max: 1 }, bookmarkedProblems: 0 }));
    expect(localStorage.getItem('showPotdDialog')).toBeNull();
    expect(useSession.getState().currentStreak).toBe(1);
    localStorage.clear();
    useSession.getState().signIn(auth());
    expect(localStorage.getItem('showPotdDialog')).toBeNull();
  });
});
