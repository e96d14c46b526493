import { STORAGE_KEYS } from '@pariksha/shared/constants';

export type StorageKey = keyof typeof STORAGE_KEYS;

/** localStorage under the spec's keys; never throws (private mode, quota). */
export const storage = {
  get(key: StorageKey): string | null {
    try {
      return localStorage.getItem(STORAGE_KEYS[key]);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string | number | boolean | null | undefined) {
    try {
      if (value === null || value === undefined) localStorage.removeItem(STORAGE_KEYS[key]);
      else localStorage.setItem(STORAGE_KEYS[key], String(value));
    } catch {
      /* storage unavailable: the session lives in memory only */
    }
  },
  remove(key: StorageKey) {
    try {
      localStorage.removeItem(STORAGE_KEYS[key]);
    } catch {
      /* ignore */
    }
  },
  getJson<T>(key: StorageKey): T | null {
    const raw = storage.get(key);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  /** Sign out clears all browser storage (spec 4). */
  clearAll() {
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      /* ignore */
    }
  },
};
