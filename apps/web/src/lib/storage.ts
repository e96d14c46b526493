import { STORAGE_KEYS } from '@pariksha/shared/constants';
import { writeLanguageCookie } from './language-cookie.ts';

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
    if (key === 'selectedLanguage') writeLanguageCookie(value == null ? null : String(value));
    try {
      if (value === null || value === undefined) localStorage.removeItem(STORAGE_KEYS[key]);
      else localStorage.setItem(STORAGE_KEYS[key], String(value));
    } catch {
      /* storage unavailable: the session lives in memory only */
    }
  },
  remove(key: StorageKey) {
    if (key === 'selectedLanguage') writeLanguageCookie(null);
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
    writeLanguageCookie(null);
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      /* ignore */
    }
  },
};
