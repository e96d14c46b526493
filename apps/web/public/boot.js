// The prerendered pages' loader (issue 15; scripts/prerender.ts puts it in place of the app's
// entry script). The page is already HTML: the browser paints it first, and only then are the
// app's entry and the page's chunks fetched (all at once, no chain) and the page hydrated.
// Fetched from the head, the scripts held a cheap phone's first paint behind them on a slow
// network. A separate file: the CSP allows no inline script.
const boot = document.querySelector('script[data-entry]');
const start = () => {
  for (const href of (boot.dataset.chunks ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(boot.dataset.entry);
};
if (boot) {
  // Someone signed in (or reading the other language) gets a fresh render instead of this page
  // (main.tsx): for them the app starts at once, not after a paint of a page they will not see.
  // The same test as main.tsx's (lib/i18n.ts initialLanguage: Hindi unless 'en' is stored).
  // A signed-in page's shell (data-shell) is only a placeholder for the app: its scripts start at once too.
  let keeps = !document.getElementById('root')?.dataset.shell;
  try {
    const stored = localStorage.getItem('selectedLanguage');
    const language = stored === 'en' ? 'en' : 'hi';
    keeps = keeps && !localStorage.getItem('token') && language === document.getElementById('root')?.dataset.prerendered;
  } catch {
    // No storage (a locked-down browser): the app cannot have a session either.
  }
  if (keeps) requestAnimationFrame(() => setTimeout(start));
  else start();
}
