import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initialLanguage } from './lib/initial-language.ts';
import { storage } from './lib/storage.ts';
import { App } from './app/App.tsx';
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
  deferHydrationOfPrerenderedParts(container);
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('Hydration', error),
    });
  });
} else if (container.dataset.shell) {
  // A signed-in page's prerendered shell: kept on screen until the app draws the same over it.
  renderOverShell(container, app);
} else {
  container.textContent = '';
  createRoot(container).render(app);
}

registerServiceWorker();
