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
/**
 * The first data of a signed-in page whose text is its largest paint (issue 15): the review's
 * cards, the hall's attempt and then its paper. Asked for here, with the page's scripts, instead
 * of after the app has arrived and run (a cheap phone spent 2-3 s on that first); the app takes
 * each answer once (lib/early-data.ts) through the same request code (refresh on 401, errors),
 * and asks again itself for anything not here. The hall's clock uses the moment the attempt
 * arrived (`at`), not the moment the app read it. Same headers as lib/api.ts's request.
 */
function startFirstData() {
  let token;
  let language;
  try {
    token = localStorage.getItem('token');
    language = localStorage.getItem('selectedLanguage') || 'hi';
    // As lib/api.ts's Accept-Language, and lib/i18n.ts's reader's language (Hindi unless English is stored).
  } catch {
    return;
  }
  if (!token) return;
  const early = (globalThis.__earlyData = {});
  const get = (url, bust = true) => {
    const answer = fetch(bust ? `${url}${url.includes('?') ? '&' : '?'}_t=${Date.now()}` : url, {
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Accept-Language': language },
    }).then((response) => ({ response, at: Date.now() }));
    // Offline or refused: the app's own request goes ahead as if this had never been asked.
    early[url] = { answer: answer.catch(() => null), asked: Date.now() };
    return answer;
  };
  const path = location.pathname;
  if (path === '/flash-card/review') {
    const deck = new URLSearchParams(location.search).get('deck');
    get(deck ? `/api/flash-cards/review?${new URLSearchParams({ deckId: deck })}` : '/api/flash-cards/review')
      .then(({ response }) => (response.ok ? response.clone().json() : null))
      .then((queue) => paintFirst(queue?.data?.[0]?.card?.front, language))
      .catch(() => undefined);
    return;
  }
  const hall = /^\/exams\/[^/]+\/([^/]+)\/section\/[^/]+\/?$/.exec(path);
  if (hall) {
    // The paper's address comes with the attempt; immutable, it is asked for as lib/exam-paper.ts
    // does (no cache-buster: the browser's cache may have it).
    get(`/api/exam-sets/${hall[1]}/attempt`)
      .then(({ response }) => (response.ok ? response.clone().json() : null))
      .then((state) => {
        if (typeof state?.paper?.url === 'string' && state.paper.url.startsWith('/api/')) get(state.paper.url, false);
      })
      .catch(() => undefined);
  }
}

/**
 * The page's largest text, drawn into its prerendered skeleton as soon as it has arrived (the
 * element `data-early` marks, styled as the page's own): the review's first card front. The
 * app's skeleton keeps drawing it (lib/early-data.ts earlyText) until the page draws it itself,
 * in the same place. Text only (textContent): a text with maths ($) waits for the page and KaTeX.
 * The language as the page picks it (lib/bilingual.ts shownLang): the reader's, else the other.
 */
function paintFirst(bilingual, language) {
  if (!bilingual || typeof bilingual !== 'object') return;
  const want = language === 'en' ? 'en' : 'hi';
  const pick = (l) => (typeof bilingual[l] === 'string' ? bilingual[l].trim() : '');
  const lang = pick(want) ? want : want === 'en' ? 'hi' : 'en';
  const text = pick(lang);
  const target = document.querySelector('#root[data-shell] [data-early="card-front"]');
  if (!text || text.includes('$') || !target?.firstElementChild) return;
  globalThis.__earlyPaint = { path: location.pathname + location.search, text };
  target.lang = lang;
  target.firstElementChild.textContent = text;
}

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
  else {
    if (document.getElementById('root')?.dataset.shell) startFirstData();
    start();
  }
}
