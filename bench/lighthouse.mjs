// `npm run bench:lighthouse`: how fast the app feels on a cheap phone on a slow network.
// Starts the real server on the built web app (fresh embedded database with the demo data), and
// runs Lighthouse's mobile profile (simulated slow 4G, 4x CPU slowdown, a first visit with an
// empty cache) on each route: the public pages as a visitor, and the student's pages signed in
// as the demo student (the session written into localStorage as the sign-in page does). Prints
// performance, FCP, LCP, TBT and CLS per route against the targets. Build first (`npm run build`).
//
// Knobs: BENCH_ROUTES (comma-separated paths or names, e.g. `/,/signin,hall`), BENCH_PORT,
// BENCH_WEB_DIST (default apps/web/dist), BENCH_RUNS (runs per route, the median is shown),
// CHROME_PATH (default /usr/bin/chromium), BENCH_JSON (a file to write the figures to),
// BENCH_REPORT_DIR (each route's full Lighthouse JSON report, to see what costs the time).
import { mkdirSync, mkdtempSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { cleanups, startNode, stop, waitFor } from './lib/harness.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(root, 'apps/web/dist'));
const port = Number(process.env.BENCH_PORT ?? 5490);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const baseURL = `http://127.0.0.1:${port}`;
const STUDENT = { email: 'student@example.com', password: 'Demo@12345' };
const HALL_EXAM = 'SSC CGL Tier 1 Mock Test 1';

const TARGETS = { public: 0.95, signedIn: 0.9, lcpMs: 2500, cls: 0.05 };

/** Every route measured; `hall` is resolved once the server is up (it needs an attempt). */
const ALL_ROUTES = [
  { name: '/', path: '/' },
  { name: '/about', path: '/about' },
  { name: '/privacy-policy', path: '/privacy-policy' },
  { name: '/terms-conditions', path: '/terms-conditions' },
  { name: '/contact-us', path: '/contact-us' },
  { name: '/feedback', path: '/feedback' },
  { name: '/exam', path: '/exam' },
  { name: '/exam/ssc-cgl-tier-1', path: '/exam/ssc-cgl-tier-1' },
  { name: '/pricing', path: '/pricing' },
  { name: '/signin', path: '/signin' },
  { name: '/signup', path: '/signup' },
  { name: '/exams', path: '/exams', signedIn: true },
  { name: '/potd', path: '/potd', signedIn: true },
  { name: '/quiz', path: '/quiz', signedIn: true },
  { name: '/flash-card/review', path: '/flash-card/review', signedIn: true },
  { name: 'hall', path: null, signedIn: true },
];

function selectRoutes() {
  const wanted = (process.env.BENCH_ROUTES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!wanted.length) return ALL_ROUTES;
  return wanted.map((w) => ALL_ROUTES.find((r) => r.name === w || r.path === w) ?? { name: w, path: w, signedIn: false });
}

async function api(method, url, token, body) {
  const res = await fetch(`${baseURL}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const signIn = () => api('POST', '/auth/signin', null, { identifier: STUDENT.email, password: STUDENT.password });

/** The demo student's attempt on the seeded mock (started once, resumed after): its hall's path. */
async function hallPath() {
  const auth = await signIn();
  const exams = await api('GET', '/exams?limit=50', auth.token);
  const exam = exams.data.find((e) => e.title.en === HALL_EXAM);
  if (!exam) throw new Error(`${HALL_EXAM} is not seeded`);
  const detail = await api('GET', `/exams/${exam.id}`, auth.token);
  const set = [...detail.sets].sort((a, b) => a.position - b.position)[0];
  const attempt = await api('POST', `/exam-sets/${set.id}/attempts?view=summary`, auth.token, { language: 'hi' });
  const sectionId = attempt.currentSectionId ?? attempt.sectionIds?.[0] ?? detail.sets[0].sections?.[0]?.id;
  if (!sectionId) {
    const full = await api('GET', `/exam-sets/${set.id}/attempt`, auth.token);
    return `/exams/${exam.id}/${set.id}/section/${full.sections[0].id}`;
  }
  return `/exams/${exam.id}/${set.id}/section/${sectionId}`;
}

/** Writes the session into localStorage under the spec's keys, as the sign-in page does. */
async function writeSession(browser, auth) {
  const page = await browser.newPage();
  await page.goto(`${baseURL}/api/health`);
  await page.evaluate((a) => {
    localStorage.clear();
    localStorage.setItem('token', a.token);
    localStorage.setItem('refreshToken', a.refreshToken);
    localStorage.setItem('userId', a.user.id);
    localStorage.setItem('userName', a.user.name);
    localStorage.setItem('username', a.user.username);
    localStorage.setItem('role', a.user.role);
    localStorage.setItem('organization', JSON.stringify(a.organization));
    localStorage.setItem('selectedLanguage', 'hi');
  }, auth);
  // A first visit for the page's files: only the session survives.
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: baseURL, storageTypes: 'service_workers,cache_storage,indexeddb' });
  await page.close();
}

async function measure(chrome, browser, route) {
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  if (route.signedIn) {
    await writeSession(browser, await signIn());
    // Lighthouse would otherwise clear localStorage (the session) before loading the page.
    flags.disableStorageReset = true;
  }
  const result = await lighthouse(`${baseURL}${route.path}`, flags);
  const { lhr } = result;
  if (process.env.BENCH_REPORT_DIR) {
    mkdirSync(process.env.BENCH_REPORT_DIR, { recursive: true });
    writeFileSync(path.join(process.env.BENCH_REPORT_DIR, `${route.name.replace(/[^a-z0-9]+/gi, '_') || 'home'}.json`), result.report);
  }
  const a = lhr.audits;
  return {
    score: lhr.categories.performance.score,
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    error: lhr.runtimeError?.message,
  };
}

let headerPrinted = false;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (!existsSync(path.join(webDist, 'index.html'))) {
  console.error(`No built web app in ${webDist}: run \`npm run build\` first (or set BENCH_WEB_DIST).`);
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'pariksha-bench-lh-'));
cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
const server = startNode(['--import', 'tsx', 'apps/server/src/main.ts'], {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  WEB_DIST: webDist,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-lighthouse-secret-0123456789-abcdefgh',
  SIGNIN_MAX_PER_IP: '10000',
  DATABASE_URL: '',
  REDIS_URL: '',
});
let chrome;
let browser;
try {
  // Migrations and the demo seed on the embedded database take minutes on a busy machine.
  await waitFor(`${baseURL}/api/health`, 400_000);
  const routes = selectRoutes();
  const hall = routes.find((r) => r.name === 'hall');
  if (hall) hall.path = await hallPath();

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });

  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile profile (simulated slow 4G, 4x CPU), ${webDist}`,
  );
  console.log(
    `Load average at the start: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; ${runs} run(s) per route, median shown`,
  );
  const rows = [];
  for (const route of routes) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      // A loaded machine sometimes loses the trace (NO_NAVSTART): one more try before an error row.
      let result;
      for (let attempt = 0; attempt < 2 && !(result && !result.error); attempt++) {
        try {
          result = await measure(chrome, browser, route);
        } catch (err) {
          result = { error: err.message };
        }
      }
      results.push(result);
    }
    const ok = results.filter((r) => !r.error && r.score != null);
    const row = ok.length
      ? {
          route: route.name,
          signedIn: !!route.signedIn,
          score: median(ok.map((r) => r.score)),
          fcp: median(ok.map((r) => r.fcp)),
          lcp: median(ok.map((r) => r.lcp)),
          tbt: median(ok.map((r) => r.tbt)),
          cls: median(ok.map((r) => r.cls)),
        }
      : { route: route.name, signedIn: !!route.signedIn, error: results[0]?.error ?? 'no result' };
    rows.push(row);
    print(row);
  }
  console.log(
    `Load average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `Targets: performance >= ${TARGETS.public} public, >= ${TARGETS.signedIn} signed in; LCP < ${TARGETS.lcpMs / 1000} s; CLS < ${TARGETS.cls}`,
  );
  const missed = rows.filter((r) => !met(r));
  console.log(missed.length ? `NOT MET on ${missed.map((r) => r.route).join(', ')}` : 'All targets met');
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(rows, null, 2));
} finally {
  await browser?.disconnect();
  await chrome?.kill();
  await stop(server);
  for (const c of cleanups.reverse()) await c();
}

function met(r) {
  if (r.error) return false;
  return r.score >= (r.signedIn ? TARGETS.signedIn : TARGETS.public) && r.lcp < TARGETS.lcpMs && r.cls < TARGETS.cls;
}

function print(r) {
  if (!headerPrinted) {
    console.log(`| ${'route'.padEnd(20)} | who     | perf | FCP     | LCP     | TBT     | CLS   | targets |`);
    console.log(`|${'-'.repeat(22)}|---------|------|---------|---------|---------|-------|---------|`);
    headerPrinted = true;
  }
  const who = r.signedIn ? 'student' : 'visitor';
  if (r.error) {
    console.log(`| ${r.route.padEnd(20)} | ${who} | error: ${r.error}`);
    return;
  }
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(7);
  console.log(
    `| ${r.route.padEnd(20)} | ${who} | ${r.score.toFixed(2)} | ${s(r.fcp)} | ${s(r.lcp)} | ${`${Math.round(r.tbt)} ms`.padStart(7)} | ${r.cls.toFixed(3)} | ${(met(r) ? 'met' : 'NOT MET').padEnd(7)} |`,
  );
}
