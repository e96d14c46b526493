import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initialLanguage } from './lib/initial-language.ts';
import { storage } from './lib/storage.ts';
import { App, appParts } from './app/App.tsx';
import { registerServiceWorker } from './lib/pwa.ts';
import { deferHydrationOfPrerenderedParts } from './lib/deferred-hydration.tsx';
import { renderOverShell } from './lib/render-over-shell.ts';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A public page arrives prerendered as a visitor in one language (scripts/prerender.ts). It is
// hydrated (kept, no flash) when this browser would draw the same: the same language and no
// session. A signed-in person, or a language the cookie did not carry, gets a fresh render.
const prerendered = container.dataset.prerendered;
if (prerendered && prerendered === initialLanguage() && !storage.get('token')) {
  // In a transition, React hydrates in slices of a few milliseconds and lets the phone paint and
  // answer taps in between, instead of one long task of the whole page (issue 15: a cheap phone
  // spent over a second in one task here). The page is already drawn, so nothing waits for it.
  queueMicrotask(() => void hydrateInSteps());
} else if (container.dataset.shell) {
  // A signed-in page's prerendered shell: kept on screen until the app draws the same over it.
  renderOverShell(container, app);
} else {
  container.textContent = '';
  createRoot(container).render(app);
}

// After the entry's evaluation, like the hydration above (see hydrateInSteps).
queueMicrotask(registerServiceWorker);

/**
 * The start-up of a prerendered page, one step per task (issue 15: Lighthouse's 4x slower phone
 * saw the entry's evaluation, the theme, the router and React's first render as one or two tasks
 * of several hundred milliseconds each, and every millisecond over 50 in a task counts as
 * blocking). Between the steps the phone can paint and answer a tap; nothing waits on purpose.
 *
 * Started from a microtask, once the entry's module code has finished, so that the first step's
 * scheduling is not recorded with the entry's whole top-level code on the stack (a trace with
 * stacks, as Lighthouse's, then needs that 600 KB function's source positions).
 */
async function hydrateInSteps() {
  deferHydrationOfPrerenderedParts(container);
  await nextTask();
  const theme = appParts.theme();
  await nextTask();
  const queryClient = appParts.queryClient();
  const router = appParts.router(queryClient);
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App parts={{ theme, queryClient, router }} />
      </StrictMode>,
      { onRecoverableError: (error) => console.error('Hydration', error) },
    );
  });
}

/** Ends the current task: scheduler.yield where the browser has it (it keeps the place in the queue), else a timer. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
}
