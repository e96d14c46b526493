import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { ApiError } from '../../../lib/api.ts';
import { forgetOfflineAttempt, rememberOfflineAttempt } from '../../../lib/offline-attempt.ts';
import { fetchAttempt, hallKeys, saveAnswers, submitAttempt, type TimedView } from '../api.ts';
import { attemptQueue, listQueued, pruneQueued } from './answer-queue.ts';
import { HallSession, type HallState } from './hall-session.ts';
import { localLanguage, localPositions } from './positions.ts';

/** Open sessions by set: they outlive the pages (see HallSession). */
const sessions = new Map<string, HallSession>();
const opening = new Map<string, Promise<HallSession>>();

const TWO_DAYS = 2 * 24 * 3600_000;

async function openSession(setId: string, { view, receivedAt }: TimedView): Promise<HallSession> {
  const existing = sessions.get(setId);
  if (existing && existing.state.view.id === view.id && existing.state.phase !== 'finished') {
    existing.applyView(view, receivedAt);
    return existing;
  }
  existing?.dispose();
  // The device's queue first: it holds whatever the server has not acknowledged.
  const queued = await listQueued(view.id).catch((err: unknown) => {
    console.error('Answer queue read failed', err);
    return [];
  });
  void pruneQueued(view.id, TWO_DAYS).catch(() => undefined);
  const session = new HallSession(view, receivedAt, queued, {
    queue: attemptQueue(view.id),
    fetchView: () => fetchAttempt(setId),
    saveAnswers: (body) => saveAnswers(view.id, body),
    submit: (tabSwitches) => submitAttempt(view.id, tabSwitches),
    positions: localPositions(view.id),
    languageChoice: localLanguage(view.id),
  });
  // Opened offline from the home screen, the app leads back here (app/shell/NoInternet).
  rememberOfflineAttempt({ attemptId: view.id, examId: view.examId, setId: view.setId, title: view.examTitle });
  session.onFinish(() => {
    forgetOfflineAttempt(view.id);
    if (sessions.get(setId) === session) sessions.delete(setId);
  });
  sessions.set(setId, session);
  session.start();
  return session;
}

function openOnce(setId: string, data: TimedView): Promise<HallSession> {
  const key = `${setId}:${data.view.id}:${data.receivedAt}`;
  let p = opening.get(key);
  if (!p) {
    p = openSession(setId, data).finally(() => opening.delete(key));
    opening.set(key, p);
  }
  return p;
}

export type HallLoad =
  { kind: 'loading' } | { kind: 'none' } | { kind: 'error'; error: unknown; retry: () => void } | { kind: 'ready'; session: HallSession };

/**
 * The set's attempt in progress. An open session is used at once (also offline: moving between
 * the sections page and a section needs no network); otherwise the server's copy is merged with
 * the device queue into a new one.
 */
export function useHallSession(setId: string): HallLoad {
  const [session, setSession] = useState<HallSession | undefined>(() => sessions.get(setId));
  // An open session needs no new copy of the paper (a slow network should not download it again
  // on every move between the sections page and a section): its saves keep the clock and the
  // server's verdicts coming.
  const open = session !== undefined && session === sessions.get(setId) && !session.finished();
  const query = useQuery({
    queryKey: hallKeys.attempt(setId),
    queryFn: () => fetchAttempt(setId),
    enabled: !open,
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
    staleTime: 0,
    gcTime: 0,
    refetchOnReconnect: false,
  });

  const { data } = query;
  useEffect(() => {
    if (!data) return;
    let live = true;
    // The hall's first drawing is a cheap phone's longest task (palette, tabs, options: half a
    // second at 4x): as a transition React draws it in slices and the phone stays responsive;
    // the skeleton (with the question /boot.js drew) stays until it is done (issue 15).
    void openOnce(setId, data).then((s) => live && startTransition(() => setSession(s)));
    return () => {
      live = false;
    };
  }, [setId, data]);

  // The attempt was submitted (elsewhere, or automatically) while this page had it open.
  const gone = query.error instanceof ApiError && query.error.status === 404;
  useEffect(() => {
    if (gone && session && session.state.phase !== 'finished') void session.handleConflict();
  }, [gone, session]);

  if (session && session.state.view.setId === setId) return { kind: 'ready', session };
  if (gone) return { kind: 'none' };
  if (query.isError) return { kind: 'error', error: query.error, retry: () => void query.refetch() };
  return { kind: 'loading' };
}

export function useHall<T>(session: HallSession, selector: (s: HallState) => T): T {
  return useStore(session.store, selector);
}

export function useSyncSnapshot(session: HallSession) {
  return useSyncExternalStore(session.sync.subscribe, session.sync.getSnapshot);
}

/** The server's time, ticking every half second. */
export function useServerNow(session: HallSession, intervalMs = 500): number {
  const offset = useHall(session, (s) => s.offsetMs);
  const [device, setDevice] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setDevice(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return device + offset;
}

/** Closes every open session (tests; nothing else should need it). */
export function closeHallSessions() {
  for (const s of sessions.values()) s.dispose();
  sessions.clear();
}
