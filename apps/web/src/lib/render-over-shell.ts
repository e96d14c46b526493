import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { storage } from './storage.ts';

/**
 * A signed-in page's prerendered shell (data-shell: app bar, navigation, the page's skeleton;
 * scripts/prerender.ts) stays painted until the app's first commit replaces it (createRoot
 * clears the container when it commits). That commit must draw the same: the header's actions
 * and the sidebar are lazy, so their modules (preloaded by /boot.js with the entry) are in hand
 * first, and the render is a transition, which gives an already loaded lazy module a moment to
 * resolve instead of committing its empty fallback (the toggle and the page would jump when it
 * came). The page's own chunk may still be on its way: its fallback is the same skeleton.
 */
export function renderOverShell(container: HTMLElement, app: ReactNode) {
  const render = () => startTransition(() => createRoot(container).render(app));
  // A visitor (no session) gets the sign-in prompt, which needs neither.
  if (!storage.get('token')) return render();
  Promise.all([import('../app/shell/Sidebar.tsx'), import('../app/shell/SignedInActions.tsx')]).then(render, render);
}
