/**
 * Where the student was in each section, so a reload opens the same question. Kept in
 * localStorage per attempt (sign-out clears it with the rest); failures only cost the position.
 */
export type PositionStore = { load: () => Record<string, string>; save: (positions: Record<string, string>) => void; clear: () => void };

const key = (attemptId: string) => `examHall.position.${attemptId}`;

export function localPositions(attemptId: string): PositionStore {
  return {
    load: () => {
      try {
        const parsed: unknown = JSON.parse(localStorage.getItem(key(attemptId)) ?? '{}');
        return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
      } catch {
        return {};
      }
    },
    save: (positions) => {
      try {
        localStorage.setItem(key(attemptId), JSON.stringify(positions));
      } catch {
        /* storage unavailable: the position is only in memory */
      }
    },
    clear: () => {
      try {
        localStorage.removeItem(key(attemptId));
      } catch {
        /* ignore */
      }
    },
  };
}

/** The question language the student switched to during the attempt, so a reload keeps it. */
export type LanguageStore = { load: () => 'hi' | 'en' | null; save: (language: 'hi' | 'en') => void; clear: () => void };

const languageKey = (attemptId: string) => `examHall.language.${attemptId}`;

export function localLanguage(attemptId: string): LanguageStore {
  return {
    load: () => {
      try {
        const stored = localStorage.getItem(languageKey(attemptId));
        return stored === 'hi' || stored === 'en' ? stored : null;
      } catch {
        return null;
      }
    },
    save: (language) => {
      try {
        localStorage.setItem(languageKey(attemptId), language);
      } catch {
        /* storage unavailable: the choice lasts until a reload */
      }
    },
    clear: () => {
      try {
        localStorage.removeItem(languageKey(attemptId));
      } catch {
        /* ignore */
      }
    },
  };
}
