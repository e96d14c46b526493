// `npm run bench:signed-in`: how a student's phone meets the signed-in pages on a first visit.
// Starts the real server on a built web app (fresh embedded database, demo data), signs in as the
// demo student, and opens each route in a new browser context (empty cache) at 360 px in Hindi
// with slow 4G (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up) and a 4x slower CPU through the
// Chrome DevTools Protocol. Per route it prints the requests and bytes received, how deep the
// chain of scripts went, when the page's content was on screen (main holds text and no
// skeleton or spinner), the largest contentful paint and the layout shift.
// Run after a build; WEB_DIST picks another build, BENCH_ROUTES a comma-separated subset
// (home, exams, potd, quiz, review, hall), BENCH_RUNS the runs per route (median reported).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
const port = Number(process.env.BENCH_PORT ?? 5481);
const runs = Number(process.env.BENCH_RUNS ?? 1);
// BENCH_URL measures a server that is already running (on the build it serves) instead.
const baseURL = process.env.BENCH_URL ?? `http://127.0.0.1:${port}`;
const only = process.env.BENCH_ROUTES?.split(',').map((s) => s.trim());

if (!existsSync(path.join(webDist, 'index.html'))) {
  console.error(`No built web app in ${webDist}: run \`npm run build\` first.`);
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'pariksha-bench-signed-in-'));
const server = process.env.BENCH_URL
  ? null
  : spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: webDist,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'development',
        DATABASE_URL: '',
        REDIS_URL: '',
        SIGNIN_MAX_PER_IP: '1000',
      },
    });

async function waitForServer() {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not start within 120 s');
}

async function api(method, url, token, body) {
  const res = await fetch(`${baseURL}/api${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A practice test's hall URL for the student: starts (or resumes) an attempt through the API. */
async function hallUrl(token) {
  const list = await api('GET', '/exams?page=1&limit=50', token);
  const exams = list.exams ?? list.items ?? list.data ?? list;
  for (const exam of exams) {
    const detail = await api('GET', `/exams/${exam.id}`, token);
    const set = (detail.sets ?? detail.exam?.sets ?? [])[0];
    if (!set) continue;
    try {
      const attempt = await api('POST', `/exam-sets/${set.id}/attempts`, token, { language: 'hi' });
      // The start names where the paper is; the paper itself is its own resource (issue 14).
      const paper = attempt.paper ? await api('GET', attempt.paper.url.replace(/^\/api/, ''), token) : attempt;
      const sectionId = paper.sections?.[0]?.id;
      if (sectionId) return `/exams/${exam.id}/${set.id}/section/${sectionId}`;
    } catch {
      // a live test not open yet: try the next
    }
  }
  throw new Error('No demo test the student can start');
}

// Slow 4G as Lighthouse names it, applied per request by the browser.
const network = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

function observe() {
  // Runs in the page before any script: largest paint and layout shifts as the browser reports them.
  window.__speed = { lcp: 0, cls: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__speed.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__speed.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

function contentShown() {
  const main = document.querySelector('main');
  if (!main) return false;
  // Skeletons, spinners, the shell's page loader and the navigation bar (determinate progress,
  // such as a review's cards-left bar, is content).
  const busy = '.MuiSkeleton-root, .MuiCircularProgress-indeterminate, .MuiLinearProgress-indeterminate, [aria-busy="true"]';
  if (document.querySelector(busy) || document.querySelector('[role="progressbar"]:not([aria-valuenow])')) return false;
  return (main.innerText ?? '').trim().length > 40 ? performance.now() : false;
}

async function measure(browser, session, route) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript((s) => {
    for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
  }, session);
  await context.addInitScript(observe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const requests = new Map();
  let bytes = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    requests.set(e.requestId, { url: e.request.url, type: e.type, start: e.timestamp, initiator: e.initiator });
  });
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
    const r = requests.get(e.requestId);
    if (r) r.end = e.timestamp;
  });
  const t0 = Date.now();
  await page.goto(baseURL + route.path, { waitUntil: 'commit' });
  const shownHandle = await page.waitForFunction(contentShown, undefined, { polling: 'raf', timeout: 60_000 }).catch(async (err) => {
    const file = path.join(tmpdir(), `signed-in-${route.key}.png`);
    await page.screenshot({ path: file });
    throw new Error(`${route.path}: no content within 60 s (screenshot ${file})`, { cause: err });
  });
  const shown = await shownHandle.jsonValue();
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
  // A moment for late shifts (images, charts) after the network went quiet.
  await page.waitForTimeout(500);
  const speed = await page.evaluate(() => window.__speed);
  const all = [...requests.values()];
  const scripts = all.filter((r) => r.type === 'Script');
  const firstStart = Math.min(...all.map((r) => r.start));
  const lastScript = Math.max(0, ...scripts.map((r) => (r.end ?? r.start) - firstStart));
  await context.close();
  return {
    requests: all.length,
    scripts: scripts.length,
    kib: bytes / 1024,
    lastScriptS: lastScript,
    contentS: shown / 1000,
    lcpS: speed.lcp / 1000,
    cls: speed.cls,
    wallS: (Date.now() - t0) / 1000,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

let browser;
try {
  await waitForServer();
  const auth = await api('POST', '/auth/signin', undefined, { identifier: 'student@example.com', password: 'Demo@12345' });
  const session = {
    token: auth.token,
    refreshToken: auth.refreshToken,
    userId: auth.user.id,
    userName: auth.user.name,
    username: auth.user.username,
    role: auth.user.role,
    organization: JSON.stringify(auth.organization),
    selectedLanguage: 'hi',
  };
  const routes = [
    { key: 'home', path: '/' },
    { key: 'exams', path: '/exams' },
    { key: 'potd', path: '/potd' },
    { key: 'quiz', path: '/quiz' },
    { key: 'review', path: '/flash-card/review' },
    { key: 'hall', path: await hallUrl(auth.token) },
  ].filter((r) => !only || only.includes(r.key));
  browser = await chromium.launch({
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  console.log(`Signed in as the demo student, 360 px, Hindi, first visit, slow 4G + 4x CPU (${webDist})`);
  console.log('route               requests scripts      KiB  last script  content     LCP    CLS');
  for (const route of routes) {
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(await measure(browser, session, route));
    const m = (k) => median(results.map((r) => r[k]));
    console.log(
      `${route.key.padEnd(18)} ${String(m('requests')).padStart(9)} ${String(m('scripts')).padStart(7)} ${m('kib').toFixed(0).padStart(8)}` +
        ` ${m('lastScriptS').toFixed(2).padStart(10)} s ${m('contentS').toFixed(2).padStart(6)} s ${m('lcpS').toFixed(2).padStart(5)} s ${m('cls').toFixed(3).padStart(6)}`,
    );
  }
} finally {
  await browser?.close();
  if (server) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
