import { useSyncExternalStore } from 'react';

/**
 * Work that the first page can do without: the notifications socket and their first fetch
 * (issue 15). Run in the first idle moment after the page's load event,
 * so it is not part of the app's first commit (Lighthouse's longest task on a slow phone) and
 * the page paints first. Once that moment has passed, everything runs at once.
 */
let done = false;
const waiting = new Set<() => void>();

function flush() {
  done = true;
  for (const run of [...waiting]) run();
  waiting.clear();
}

let scheduled = false;
function schedule() {
  if (scheduled || done) return;
  scheduled = true;
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(flush, { timeout: 1000 });
    else setTimeout(flush, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Runs `run` after the first paint (at once if that has happened); returns a cancel. */
export function afterFirstPaint(run: () => void): () => void {
  if (done || typeof window === 'undefined') {
    run();
    return () => undefined;
  }
  waiting.add(run);
  schedule();
  return () => waiting.delete(run);
}

function subscribe(onChange: () => void) {
  return afterFirstPaint(onChange);
}

/** False during the app's first commit (and on the server), true from the first idle moment after load. */
export function useAfterFirstPaint(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => done,
    () => false,
  );
}
