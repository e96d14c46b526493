// The prerendered pages' loader (issue 15; scripts/prerender.ts puts it in place of the app's
// entry script). The page is already HTML: the browser paints it first, and only then does the
// app's script (preloaded meanwhile) run and hydrate it. Run at once, the script held the first
// paint of a cheap phone behind a second of JavaScript. A separate file: the CSP allows no inline script.
const entry = document.querySelector('link[data-app-entry]');
if (entry) requestAnimationFrame(() => setTimeout(() => import(entry.href)));
