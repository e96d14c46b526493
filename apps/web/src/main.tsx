import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initialLanguage } from './lib/i18n.ts';
import { storage } from './lib/storage.ts';
import { App } from './app/App.tsx';
import { registerServiceWorker } from './lib/pwa.ts';

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
  hydrateRoot(container, app, {
    onRecoverableError: (error) => console.error('Hydration', error),
  });
} else {
  container.textContent = '';
  createRoot(container).render(app);
}

registerServiceWorker();
