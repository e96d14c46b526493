import { useCallback, useEffect, useRef, useState } from 'react';
import type { GroupMessage } from '@pariksha/shared/schemas/groups';
import { fetchMessages, fetchSince } from '../api.ts';
import { mergeMessages } from '../lib/timeline.ts';
import type { TimelineState } from './chat-context.ts';

const initial: TimelineState = { messages: [], hasMore: false, phase: 'loading', error: null, older: 'idle' };

/**
 * The open group's history over REST: the newest page first, older pages on demand, and after
 * every (re)connect what was sent meanwhile. Live events change it through `change`.
 */
export function useTimeline(groupId: string) {
  const [timeline, setTimeline] = useState<TimelineState>(initial);
  const current = useRef(timeline);
  current.current = timeline;
  // A reply from an earlier group (the page was reused for another) is dropped.
  const generation = useRef(0);

  const change = useCallback((fn: (messages: GroupMessage[]) => GroupMessage[]) => {
    setTimeline((t) => {
      const messages = fn(t.messages);
      return messages === t.messages ? t : { ...t, messages };
    });
  }, []);

  const merge = useCallback((incoming: GroupMessage[]) => change((messages) => mergeMessages(messages, incoming)), [change]);

  const loadNewest = useCallback(async () => {
    const gen = generation.current;
    try {
      const page = await fetchMessages(groupId);
      if (gen !== generation.current) return;
      setTimeline((t) => ({
        ...t,
        // Anything that arrived live while the page loaded stays.
        messages: mergeMessages(t.messages, page.data),
        hasMore: page.hasMore,
        phase: 'ready',
        error: null,
      }));
    } catch (error) {
      if (gen !== generation.current) return;
      setTimeline((t) => (t.phase === 'ready' ? t : { ...t, phase: 'error', error }));
    }
  }, [groupId]);

  useEffect(() => {
    generation.current += 1;
    setTimeline(initial);
    void loadNewest();
  }, [loadNewest]);

  const reload = useCallback(() => {
    setTimeline((t) => ({ ...t, phase: 'loading', error: null }));
    void loadNewest();
  }, [loadNewest]);

  /** After a (re)connect: what was sent while this page was not listening. */
  const catchUp = useCallback(async () => {
    const { phase, messages } = current.current;
    const newest = messages.at(-1);
    if (phase !== 'ready' || !newest) return loadNewest();
    const gen = generation.current;
    try {
      const missed = await fetchSince(groupId, newest.id);
      if (gen !== generation.current) return;
      if (missed.complete) merge(missed.messages);
      // Away so long that the gap is too big to fill: start again from the newest.
      else setTimeline((t) => ({ ...t, messages: mergeMessages([], missed.messages), hasMore: true }));
    } catch (err) {
      // The live events still arrive; the next reconnect tries again.
      console.error('Chat catch-up failed', err);
    }
  }, [groupId, loadNewest, merge]);

  const loadOlder = useCallback(async () => {
    const { messages, hasMore, older, phase } = current.current;
    const oldest = messages[0];
    if (phase !== 'ready' || !hasMore || older === 'loading' || !oldest) return;
    const gen = generation.current;
    setTimeline((t) => ({ ...t, older: 'loading' }));
    try {
      const page = await fetchMessages(groupId, oldest.id);
      if (gen !== generation.current) return;
      setTimeline((t) => ({ ...t, messages: mergeMessages(t.messages, page.data), hasMore: page.hasMore, older: 'idle' }));
    } catch (err) {
      console.error('Loading older messages failed', err);
      if (gen === generation.current) setTimeline((t) => ({ ...t, older: 'error' }));
    }
  }, [groupId]);

  return { timeline, change, merge, reload, catchUp, loadOlder };
}
