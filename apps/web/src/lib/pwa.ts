import { create } from 'zustand';
import { SKIP_WAITING } from './pwa-constants.ts';

type UpdateState = {
  /** A new version, installed and waiting for the page to let it take over. */
  waiting: ServiceWorker | null;
};

export const useAppUpdate = create<UpdateState>(() => ({ waiting: null }));

let applying = false;
/** paths.examSections and paths.examHall (this module stays out of the router's imports). */
const IN_ATTEMPT = /^\/exams\/[^/]+\/[^/]+\/(sections|section\/[^/]+)\/?$/;

/**
 * The user chose to reload: the waiting version takes over and the page reloads once it has
 * (never before, so no page runs half old code and half new).
 */
export function applyUpdate() {
  const { waiting } = useAppUpdate.getState();
  if (!waiting) return;
  applying = true;
  waiting.postMessage({ type: SKIP_WAITING });
}

function watch(registration: ServiceWorkerRegistration) {
  const offer = () => {
    // Only an update: the first install has no controller and nothing to replace.
    if (registration.waiting && navigator.serviceWorker.controller) useAppUpdate.setState({ waiting: registration.waiting });
  };
  offer();
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => worker.state === 'installed' && offer());
  });
  // A phone keeps the app open for days: look for a new version now and then, and on return.
  setInterval(() => void registration.update().catch(() => undefined), 60 * 60_000);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
}

/**
 * Registers the service worker (src/sw.ts) once the page has loaded, so it never competes with
 * the first paint. Built apps only: in development Vite serves modules the worker never saw.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const hadController = !!navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // This tab asked for it; another tab of the app took the update: reload too, except in a
    // test in progress (it prefetched what it needs, and a reload mid-question would hurt more).
    if (applying || (hadController && !IN_ATTEMPT.test(window.location.pathname))) window.location.reload();
  });
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(watch)
      .catch((err: unknown) => console.error('Service worker registration failed', err));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/** Sign-out: the device keeps no copy of the user's attempts. */
export async function deleteExamCaches(names: readonly string[]) {
  if (typeof caches === 'undefined') return;
  await Promise.all(names.map((n) => caches.delete(n).catch(() => false)));
}
