// The prerendered pages' loader (issue 15; scripts/prerender.ts puts it in place of the app's
// entry script). The page is already HTML: the browser paints it first, and only then are the
// app's entry and the page's chunks fetched (all at once, no chain) and the page hydrated.
// Fetched from the head, the scripts held a cheap phone's first paint behind them on a slow
// network. A separate file: the CSP allows no inline script.
const boot = document.querySelector('script[data-entry]');
const preload = (hrefs) => {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
};
/** The longest the app's scripts wait for the page's first data to be drawn (a slow server). */
const FIRST_PAINT_MAX_MS = 1000;
/**
 * `painted`: the page's first data is on its way and will be drawn here (startFirstData). The
 * app's scripts (some 300 KiB, then over a second of a cheap phone's main thread) start once that
 * text has been painted, or could not be, or after FIRST_PAINT_MAX_MS: started together, they
 * took the slow network's bandwidth from the few KiB of data (the hall's question came 0.6 s
 * later) and the main thread from its paint, and the app has nothing to show before that data
 * anyway (its skeleton is the one on screen).
 */
/** Once the app's entry has been asked for, the prerendered page is the app's: /boot.js draws no more into it. */
let appStarted = false;
const start = (painted) => {
  if (!painted) {
    preload((boot.dataset.chunks ?? '').split(' ').filter(Boolean));
    appStarted = true;
    import(boot.dataset.entry);
    return;
  }
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    preload([boot.dataset.entry, ...(boot.dataset.chunks ?? '').split(' ').filter(Boolean)]);
    appStarted = true;
    import(boot.dataset.entry);
  };
  const cap = new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_MAX_MS));
  Promise.race([painted, cap]).then(() => {
    // After the frame that shows the text (a hidden tab draws no frames: the timer starts it there).
    requestAnimationFrame(() => setTimeout(go));
    setTimeout(go, 250);
  });
};
/**
 * Asks for a GET the app will make (lib/early-data.ts takes the answer once, by its address
 * without the cache-buster). Same headers as lib/api.ts's request.
 */
function askEarly(url, headers, bust = true) {
  const early = (globalThis.__earlyData ??= {});
  const answer = fetch(bust ? `${url}${url.includes('?') ? '&' : '?'}_t=${Date.now()}` : url, {
    headers: { 'Content-Type': 'application/json', ...headers },
  }).then((response) => ({ response, at: Date.now() }));
  // Offline or refused: the app's own request goes ahead as if this had never been asked.
  early[url] = { answer: answer.catch(() => null), asked: Date.now() };
  return answer;
}
/**
 * A visitor's public page whose main content is data: /pricing's plans (its largest paint) were
 * asked for only once the app had loaded and hydrated the page, one more round trip after it,
 * and drawn only after some 300 KiB of scripts. Asked for here, and drawn into the prerendered
 * page as soon as they arrive (paintPlans); the app's scripts start once they are painted.
 */
const VISITOR_FIRST_DATA = { '/pricing': { url: '/api/plans', paint: paintPlans } };
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
  const get = (url, bust = true) => askEarly(url, { Authorization: `Bearer ${token}`, 'Accept-Language': language }, bust);
  const path = location.pathname;
  if (path === '/flash-card/review') {
    const deck = new URLSearchParams(location.search).get('deck');
    return get(deck ? `/api/flash-cards/review?${new URLSearchParams({ deckId: deck })}` : '/api/flash-cards/review')
      .then(({ response }) => (response.ok ? response.clone().json() : null))
      .then((queue) => paintFirst(queue?.data?.[0]?.card?.front, language))
      .catch(() => undefined);
  }
  const hall = /^\/exams\/[^/]+\/([^/]+)\/section\/([^/]+)\/?$/.exec(path);
  if (hall) {
    // The paper's address comes with the attempt; immutable, it is asked for as lib/exam-paper.ts
    // does (no cache-buster: the browser's cache may have it).
    return get(`/api/exam-sets/${hall[1]}/attempt`)
      .then(({ response }) => (response.ok ? response.clone().json() : null))
      .then((state) => {
        if (typeof state?.paper?.url !== 'string' || !state.paper.url.startsWith('/api/')) return;
        return get(state.paper.url, false)
          .then(({ response }) => (response.ok ? response.clone().json() : null))
          .then((paper) => paintQuestion(state, paper, decodeURIComponent(hall[2])));
      })
      .catch(() => undefined);
  }
}

/**
 * The page's largest text, drawn into its prerendered skeleton as soon as it has arrived (the
 * element `data-early` marks, styled as the page's own): the review's first card front, the
 * hall's question. The app's skeleton keeps drawing it (lib/early-data.ts earlyText) until the
 * page draws it itself, in the same place. Text only (textContent): a text with maths ($) waits
 * for the page and KaTeX.
 */
function paintFirst(front, language) {
  // The card's language as the page picks it: the reader's (lib/i18n.ts: Hindi unless English), else the other.
  paintText('card-front', pickText(front, language === 'en' ? 'en' : 'hi'));
}

/**
 * The hall's question on screen, as the hall picks it (session/hall-session.ts): the section's
 * stored position (examHall.position.<attempt>) if it is a question of that section, else its
 * first question in paper order (model/paper.ts orderPaper); the language switched to during the
 * attempt (examHall.language.<attempt>), else the attempt's. Nothing is drawn where the hall
 * would draw something else first: a submitted attempt, per-section timing (the hall may move to
 * the running section), a section not in the paper, a question not in that language (the hall
 * says so above it), or maths.
 */
function paintQuestion(state, paper, sectionId) {
  if (!paper || !Array.isArray(paper.questions) || !Array.isArray(paper.sections)) return;
  if (state.status === 'submitted' || state.schedule) return;
  if (!paper.sections.some((s) => s.id === sectionId)) return;
  const read = (key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const questions = paper.questions.filter((q) => q.sectionId === sectionId).sort((a, b) => a.position - b.position);
  let stored = null;
  try {
    stored = JSON.parse(read(`examHall.position.${state.id}`) ?? '{}')?.[sectionId];
  } catch {
    stored = null;
  }
  const question = questions.find((q) => q.id === stored) ?? questions[0];
  const choice = read(`examHall.language.${state.id}`);
  const language = choice === 'hi' || choice === 'en' ? choice : state.language;
  if (!question || (language !== 'hi' && language !== 'en')) return;
  const has = (t) => typeof t?.[language] === 'string' && !!t[language].trim();
  if (![question.text, ...(question.options ?? []).map((o) => o.text)].some(has)) return;
  paintText('question-text', pickText(question.text, language));
}

/** As lib/bilingual.ts pickText: the text in the wanted language, else the other one. */
function pickText(bilingual, want) {
  const pick = (l) => (typeof bilingual?.[l] === 'string' ? bilingual[l].trim() : '');
  return pick(want) || pick(want === 'en' ? 'hi' : 'en');
}

/** Writes the text into the shell's block marked `data-early`, and leaves it for the app's skeleton. */
function paintText(name, text) {
  const target = document.querySelector(`#root[data-shell] [data-early="${name}"]`);
  if (!text || text.includes('$') || !target) return;
  globalThis.__earlyPaint = { path: location.pathname + location.search, text };
  const span = document.createElement('span');
  span.textContent = text;
  target.replaceChildren(span);
}

/**
 * A visitor's /pricing plans, drawn into the prerendered page as the app draws them
 * (features/payments/pages/PricingPage.tsx): its skeleton carries a hidden copy of the plans'
 * grid with one card (data-early-template, rendered by the app's own components) and the page's
 * strings; each plan gets a copy of that card with its text written into the parts marked
 * data-plan, as PlanCard writes them, and the grid takes the skeleton's place. The app's first
 * render hydrates this markup from the same answer (lib/early-data.ts earlyPaintedData), so the
 * two must write the same text: nothing is drawn for anything the card would show differently
 * (no plans, a plan that is the reader's, an unknown period) or after the app has started.
 */
function paintPlans(path, url, { body, at }, language) {
  const root = document.querySelector('#root[data-prerendered]');
  const skeleton = root?.querySelector('[data-early="plans"]');
  const template = root?.querySelector('[data-early-template="plans"]');
  const plans = body?.data;
  if (appStarted || !skeleton || !template || !Array.isArray(plans) || plans.length === 0) return;
  let strings;
  try {
    strings = JSON.parse(template.dataset.strings);
  } catch {
    return;
  }
  const fill = (text, values) => text.replace(/\{(\w+)\}/g, (slot, name) => (name in values ? String(values[name]) : slot));
  const money = new Intl.NumberFormat(language === 'en' ? 'en-IN' : 'hi-IN', { style: 'currency', currency: 'INR' });
  const rupees = (paise) => money.format(paise / 100);
  const count = (ids) => (Array.isArray(ids) ? ids.length : NaN);
  const grid = template.firstElementChild?.cloneNode(true);
  const card = grid?.firstElementChild;
  if (!card) return;
  card.remove();
  for (const plan of plans) {
    const period = strings.period?.[plan?.period];
    const unlocks = plan?.unlocks ?? {};
    const some = count(unlocks.examIds) + count(unlocks.noteIds) + count(unlocks.pdfIds);
    const name = pickText(plan?.name, language);
    if (plan.mine || typeof period !== 'string' || !name || typeof plan.pricePaise !== 'number') return;
    if (!plan.platform && typeof plan.organizationName !== 'string') return;
    if (typeof plan.gstRateBps !== 'number' || (!plan.gstInclusive && typeof plan.gst?.totalPaise !== 'number')) return;
    if (!unlocks.all && Number.isNaN(some)) return;
    const rate = String(plan.gstRateBps / 100);
    const texts = {
      kind: plan.platform ? strings.platform : fill(strings.institute, { name: plan.organizationName }),
      name,
      price: rupees(plan.pricePaise),
      period,
      gst: plan.gstInclusive ? fill(strings.includesGst, { rate }) : fill(strings.plusGst, { rate, total: rupees(plan.gst.totalPaise) }),
      description: pickText(plan.description, language),
      unlocks: unlocks.all ? strings.unlocksAll : fill(strings.unlocksSome, { count: some }),
      choose: fill(strings.choose, { name }),
    };
    const copy = card.cloneNode(true);
    for (const part of copy.querySelectorAll('[data-plan]')) {
      const text = texts[part.dataset.plan];
      if (typeof text !== 'string') return;
      if (!text) part.remove();
      // The chip's text is in its label; everything else is the element's only text.
      else (part.querySelector('.MuiChip-label') ?? part).textContent = text;
    }
    copy.querySelector('article')?.setAttribute('aria-label', name);
    grid.append(copy);
  }
  skeleton.replaceWith(grid);
  template.remove();
  // The app reads the plans from here (lib/early-data.ts earlyPaintedData), not from the early answer.
  delete globalThis.__earlyData?.[url];
  globalThis.__earlyPaint = { path, data: body, at };
}

/**
 * An institute's student sees the institute's name and logo in the header, not the product's
 * (app/shell/Header.tsx). The prerendered shell is one file for everyone and draws the product's:
 * on a slow phone "Pariksha" showed for seconds and then changed. Drawn here from the stored
 * session, as the header will draw it (text only).
 */
function paintBrand() {
  let organization = null;
  try {
    if (localStorage.getItem('token')) organization = JSON.parse(localStorage.getItem('organization') ?? 'null');
  } catch {
    return;
  }
  const title = document.querySelector('#root[data-shell] [data-brand="title"]');
  if (!title || typeof organization?.name !== 'string' || !organization.name || organization.id === title.dataset.defaultOrg) return;
  title.textContent = organization.name;
  const logo = document.querySelector('#root[data-shell] [data-brand="logo"]');
  if (logo && typeof organization.logoUrl === 'string' && organization.logoUrl) logo.src = organization.logoUrl;
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
  if (keeps) {
    const path = location.pathname.replace(/\/$/, '');
    const first = VISITOR_FIRST_DATA[path];
    const language = document.getElementById('root').dataset.prerendered;
    if (first) {
      const painted = askEarly(first.url, { 'Accept-Language': language })
        .then(({ response, at }) =>
          response.ok
            ? response
                .clone()
                .json()
                .then((body) => ({ body, at }))
            : null,
        )
        .then((answer) => answer && first.paint(path, first.url, answer, language))
        .catch(() => undefined);
      start(painted);
    } else requestAnimationFrame(() => setTimeout(start));
  } else {
    const shell = !!document.getElementById('root')?.dataset.shell;
    if (shell) paintBrand();
    start(shell ? startFirstData() : undefined);
  }
}
