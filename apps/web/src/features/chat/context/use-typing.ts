import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_TYPING_EXPIRES_MS, CHAT_TYPING_THROTTLE_MS, type TypingEvent } from '@pariksha/shared/schemas/chat';

/** After this long without a keystroke the composer counts as stopped. */
export const TYPING_IDLE_MS = 3000;

/** Who else is typing in the group (from `typing` events), each for at most CHAT_TYPING_EXPIRES_MS after their last start. */
export function useTypingPeople(myId: string) {
  const [people, setPeople] = useState<{ id: string; name: string }[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const drop = useCallback((userId: string) => {
    clearTimeout(timers.current.get(userId));
    timers.current.delete(userId);
    setPeople((list) => (list.some((p) => p.id === userId) ? list.filter((p) => p.id !== userId) : list));
  }, []);

  const receive = useCallback(
    (e: Pick<TypingEvent, 'userId' | 'name' | 'typing'>, fallbackName: string) => {
      // My other tabs are not "someone typing".
      if (e.userId === myId) return;
      if (!e.typing) return drop(e.userId);
      clearTimeout(timers.current.get(e.userId));
      timers.current.set(
        e.userId,
        setTimeout(() => drop(e.userId), CHAT_TYPING_EXPIRES_MS),
      );
      const name = e.name ?? fallbackName;
      setPeople((list) => (list.some((p) => p.id === e.userId) ? list : [...list, { id: e.userId, name }]));
    },
    [drop, myId],
  );

  /** The connection went: nobody's "typing" can be trusted any more. */
  const clear = useCallback(() => {
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
    setPeople([]);
  }, []);

  useEffect(() => clear, [clear]);
  return { people, receive, clear };
}

/**
 * The caller's own typing: typingStart at most every CHAT_TYPING_THROTTLE_MS while keys are
 * pressed (the server shows it to the others for CHAT_TYPING_EXPIRES_MS), typingStop after a
 * pause, on sending and on leaving the composer.
 */
export function useOwnTyping(emit: (event: 'typingStart' | 'typingStop') => void) {
  const lastStart = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stop = useCallback(() => {
    if (idle.current) clearTimeout(idle.current);
    idle.current = null;
    if (lastStart.current === 0) return;
    lastStart.current = 0;
    emit('typingStop');
  }, [emit]);

  const typed = useCallback(() => {
    const now = Date.now();
    if (now - lastStart.current >= CHAT_TYPING_THROTTLE_MS) {
      lastStart.current = now;
      emit('typingStart');
    }
    if (idle.current) clearTimeout(idle.current);
    idle.current = setTimeout(stop, TYPING_IDLE_MS);
  }, [emit, stop]);

  /** Forgets without telling the server (it already knows: the connection went). */
  const reset = useCallback(() => {
    if (idle.current) clearTimeout(idle.current);
    idle.current = null;
    lastStart.current = 0;
  }, []);

  useEffect(() => reset, [reset]);
  return { typed, stop, reset };
}
