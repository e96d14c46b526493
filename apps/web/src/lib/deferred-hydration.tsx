import { Suspense, use, type ReactNode } from 'react';

/**
 * Below-the-fold parts of a prerendered page are hydrated when they come near the screen
 * (issue 15: on a cheap phone, hydrating the whole marketing page and the footer at once was
 * seconds of main-thread work before the first tap could be answered).
 *
 * Until then the server's HTML stays exactly as it was (React keeps a suspended boundary's
 * prerendered markup during hydration and hydrates it in place later: no flash, no shift).
 * Links in it work as plain links meanwhile. Only the first hydration of a prerendered page
 * waits; a page rendered in the browser (a client navigation, a signed-in visit) renders at once.
 */
const waiting = new Map<string, Promise<void>>();

/**
 * Called by main.tsx just before it hydrates a prerendered page: each deferred part's marker
 * gets a promise that resolves when its content is within a screen of the viewport, or when
 * someone touches, clicks or tabs into it.
 */
export function deferHydrationOfPrerenderedParts(root: HTMLElement) {
  if (typeof IntersectionObserver === 'undefined') return;
  for (const marker of root.querySelectorAll<HTMLTemplateElement>('template[data-hydrate-when-visible]')) {
    const name = marker.dataset.hydrateWhenVisible!;
    const target = marker.nextElementSibling;
    if (!target || waiting.has(name)) continue;
    waiting.set(
      name,
      new Promise<void>((resolve) => {
        const done = () => {
          observer.disconnect();
          for (const type of EVENTS) target.removeEventListener(type, done, true);
          waiting.delete(name);
          resolve();
        };
        const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
          rootMargin: '50% 0px',
        });
        observer.observe(target);
        for (const type of EVENTS) target.addEventListener(type, done, { capture: true, passive: true });
      }),
    );
  }
}

const EVENTS = ['pointerdown', 'focusin', 'touchstart'] as const;

/** Suspends (during the first hydration only) until the part is near the screen. */
function Gate({ name }: { name: string }) {
  const pending = waiting.get(name);
  if (pending) use(pending);
  return <template data-hydrate-when-visible={name} />;
}

/**
 * Wraps a below-the-fold part of a prerendered page. `name` is unique on the page. The marker
 * is an empty <template> (display: none), placed just before the part; the parent must not
 * count its children in CSS (an MUI Stack's spacing would).
 */
export function HydrateWhenVisible({ name, children }: { name: string; children: ReactNode }) {
  // The fallback is the part itself: when React must render the part before its turn (a
  // navigation or a language switch reaches it while it waits), it draws it afresh at once
  // instead of leaving a hole until it is scrolled to.
  return (
    <Suspense fallback={children}>
      <Gate name={name} />
      {children}
    </Suspense>
  );
}
