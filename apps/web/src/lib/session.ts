import { useMemo } from 'react';
import { create } from 'zustand';
import type { AuthResponse, CurrentUser, OrganizationSummary } from '@pariksha/shared/schemas/auth';
import type { Language } from '@pariksha/shared/constants';
import { storage } from './storage.ts';
import { decodeToken } from './token.ts';

type SessionState = {
  token: string | null;
  refreshToken: string | null;
  organization: OrganizationSummary | null;
  userName: string | null;
  profilePicture: string | null;
  selectedLanguage: Language | null;
  currentStreak: number;
  signIn: (auth: AuthResponse) => void;
  setTokens: (token: string, refreshToken: string) => void;
  setUser: (user: CurrentUser, organization: OrganizationSummary) => void;
  setOrganization: (organization: OrganizationSummary) => void;
  setLanguage: (language: Language) => void;
  setCurrentStreak: (value: number) => void;
  /** Spec 4: sign-out and unauthorised answers clear the stored session. */
  clear: () => void;
};

function initialLanguage(): Language | null {
  const value = storage.get('selectedLanguage');
  return value === 'hi' || value === 'en' ? value : null;
}

/** The profile picture is stored URL-encoded (spec 3) and must decode to a valid URL (spec 5). */
export function decodeProfilePicture(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = decodeURIComponent(value);
    new URL(url, window.location.origin);
    return url;
  } catch {
    return null;
  }
}

function persistUser(user: CurrentUser, organization: OrganizationSummary) {
  storage.set('userId', user.id);
  storage.set('userName', user.name);
  storage.set('username', user.username);
  storage.set('role', user.role);
  storage.set('organization', JSON.stringify(organization));
  storage.set('profilePicture', user.profilePictureUrl ? encodeURIComponent(user.profilePictureUrl) : null);
}

export const useSession = create<SessionState>((set) => ({
  token: storage.get('token'),
  refreshToken: storage.get('refreshToken'),
  organization: storage.getJson<OrganizationSummary>('organization'),
  userName: storage.get('userName'),
  profilePicture: storage.get('profilePicture'),
  selectedLanguage: initialLanguage(),
  currentStreak: Number(storage.get('currentStreak') ?? 0) || 0,
  signIn: (auth) => {
    storage.set('token', auth.token);
    storage.set('refreshToken', auth.refreshToken);
    persistUser(auth.user, auth.organization);
    if (!storage.get('selectedLanguage')) storage.set('selectedLanguage', auth.user.preferredLanguage);
    // The daily problem at sign-in: streaks for the badge, and the dialog flag (decisions.md),
    // stored before the token so the shell finds the flag when it sees the new session.
    if (auth.potd) {
      storage.set('currentStreak', auth.potd.streak.current);
      storage.set('maxStreak', auth.potd.streak.max);
      storage.set('bookmarkedProblems', auth.potd.bookmarkedProblems);
      if (auth.potd.showDialog) storage.set('showPotdDialog', true);
    }
    set({
      currentStreak: auth.potd?.streak.current ?? (Number(storage.get('currentStreak') ?? 0) || 0),
      token: auth.token,
      refreshToken: auth.refreshToken,
      organization: auth.organization,
      userName: auth.user.name,
      profilePicture: storage.get('profilePicture'),
      selectedLanguage: initialLanguage(),
    });
  },
  setTokens: (token, refreshToken) => {
    storage.set('token', token);
    storage.set('refreshToken', refreshToken);
    set({ token, refreshToken });
  },
  setUser: (user, organization) => {
    persistUser(user, organization);
    set({ organization, userName: user.name, profilePicture: storage.get('profilePicture') });
  },
  setOrganization: (organization) => {
    storage.set('organization', JSON.stringify(organization));
    set({ organization });
  },
  setLanguage: (language) => {
    storage.set('selectedLanguage', language);
    set({ selectedLanguage: language });
  },
  setCurrentStreak: (value) => {
    storage.set('currentStreak', value);
    set({ currentStreak: value });
  },
  clear: () => {
    for (const key of ['token', 'refreshToken', 'role', 'userId', 'userName', 'username', 'organization', 'profilePicture'] as const) {
      storage.remove(key);
    }
    set({ token: null, refreshToken: null, organization: null, userName: null, profilePicture: null });
  },
}));

/** The signed-in user's claims, read from the token as the spec says. */
export function useAuth() {
  const token = useSession((s) => s.token);
  const claims = useMemo(() => decodeToken(token), [token]);
  return {
    token,
    claims,
    isSignedIn: !!claims,
    role: claims?.role ?? null,
    isAdmin: claims?.role === 'admin' || claims?.role === 'superAdmin',
    isSuperAdmin: claims?.role === 'superAdmin',
    isStaff: !!claims && (claims.role !== 'user' || claims.orgRole !== 'student'),
  };
}
