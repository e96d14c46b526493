import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { storage } from './storage.ts';
import i18n from './i18n.ts';
import { findRoutePrefetch } from '../app/route-prefetch.ts';

/**
 * A signed-in page's prerendered shell (data-shell: app bar, navigation, the page's skeleton;
 * scripts/prerender.ts) stays painted until the app's first commit replaces it (createRoot
 * clears the container when it commits). That commit must draw the same: the header's actions
 * and the sidebar are lazy, so their modules (preloaded by /boot.js with the entry) are in hand
 * first, with the page's namespace (the skeleton's title), and the render is a transition, which gives an already loaded lazy module a moment to
 * resolve instead of committing its empty fallback (the toggle and the page would jump when it
 * came). The page's own chunk may still be on its way: its fallback is the same skeleton.
 */
export function renderOverShell(container: HTMLElement, app: ReactNode) {
  const render = () => startTransition(() => createRoot(container).render(app));
  // A visitor (no session) gets the sign-in prompt, which needs none of it.
  if (!storage.get('token')) return render();
  // The skeleton shows the page's title from its namespace (preloaded too): without it, grey lines.
  const namespaces = findRoutePrefetch(window.location.pathname)?.entry.namespaces ?? [];
  Promise.all([import('../app/shell/Sidebar.tsx'), import('../app/shell/SignedInActions.tsx'), i18n.loadNamespaces([...namespaces])]).then(
    render,
    render,
  );
}
