// The prerendered pages' loader (issue 15; scripts/prerender.ts puts it in place of the app's
// entry script). The page is already HTML: the browser paints it first, and only then are the
// app's entry and the page's chunks fetched (all at once, no chain) and the page hydrated.
// Fetched from the head, the scripts held a cheap phone's first paint behind them on a slow
// network. A separate file: the CSP allows no inline script.
const boot = document.querySelector('script[data-entry]');
if (boot) {
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const href of (boot.dataset.chunks ?? '').split(' ').filter(Boolean)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      import(boot.dataset.entry);
    }),
  );
}
