import { API_BASE } from './api.ts';
import { storage } from './storage.ts';
import { useSession } from './session.ts';
import { deleteLocalDatabases } from './local-databases.ts';
import { deleteExamCaches } from './pwa.ts';
import { EXAM_CACHES } from './pwa-constants.ts';

/**
 * Spec 4: sign out clears all browser storage. The server revokes the refresh token's family
 * first (best effort: a network failure must not keep anyone signed in locally).
 */
export async function signOut() {
  const { refreshToken, clear } = useSession.getState();
  if (refreshToken) {
    await fetch(`${API_BASE}/auth/signout?_t=${Date.now()}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    }).catch(() => undefined);
  }
  storage.clearAll();
  clear();
  useSession.setState({ selectedLanguage: null, currentStreak: 0 });
  await Promise.all([deleteLocalDatabases(), deleteExamCaches([EXAM_CACHES.attempts])]);
}
