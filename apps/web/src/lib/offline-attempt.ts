/**
 * The test in progress on this device, so the app opened offline (from the home-screen icon)
 * can lead back to it: the hall writes it when an attempt opens and forgets it when it ends.
 * Sign-out clears it with the rest of localStorage.
 */
export type OfflineAttempt = {
  attemptId: string;
  examId: string;
  setId: string;
  title: { hi?: string | null; en?: string | null };
};

const KEY = 'offlineAttempt';

export function rememberOfflineAttempt(attempt: OfflineAttempt) {
  try {
    localStorage.setItem(KEY, JSON.stringify(attempt));
  } catch {
    /* storage unavailable: the test is only reachable online */
  }
}

export function forgetOfflineAttempt(attemptId: string) {
  try {
    if (readOfflineAttempt()?.attemptId === attemptId) localStorage.removeItem(KEY);
  } catch {
    /* ignore */
  }
}

export function readOfflineAttempt(): OfflineAttempt | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as OfflineAttempt | null;
    return value && typeof value.examId === 'string' && typeof value.setId === 'string' ? value : null;
  } catch {
    return null;
  }
}
