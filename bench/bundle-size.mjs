// `npm run bench:size`: what a first-time visitor's phone downloads for the home page.
// Starts the real server on the built web app (fresh embedded database), opens / in Chromium
// at 360px, and counts every script the page loads, lazy chunks included, as sent over the
// wire (brotli or gzip, as the browser negotiates). Fails when the scripts pass the budget.
// Run after `npm run build` (or point BENCH_WEB_DIST at another build).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(root, 'apps/web/dist'));
const budgetKb = Number(process.env.BUDGET_KB ?? 200);
const port = Number(process.env.BENCH_PORT ?? 5480);
const baseURL = `http://127.0.0.1:${port}`;

if (!existsSync(path.join(webDist, 'index.html'))) {
  console.error('No built web app: run `npm run build` first.');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'pariksha-bench-size-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
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
  },
});

async function waitForServer() {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not start within 180 s');
}

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
let browser;
try {
  await waitForServer();
  browser = await chromium.launch({
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const response = await request.response();
    const sizes = await request.sizes();
    const encoding = (await response?.headerValue('content-encoding')) ?? 'none';
    const raw = (await response?.body())?.length ?? 0;
    scripts.push({ url: new URL(request.url()).pathname, wire: sizes.responseBodySize, raw, encoding });
  });
  await page.goto(baseURL, { waitUntil: 'networkidle' });
  await page
    .getByRole('button', { name: /Start Free Trial|निःशुल्क/ })
    .first()
    .waitFor({ timeout: 15_000 });

  scripts.sort((a, b) => b.wire - a.wire);
  let wire = 0;
  let raw = 0;
  console.log(`Home page (/) at 360px, first visit, Hindi: ${scripts.length} scripts`);
  for (const s of scripts) {
    wire += s.wire;
    raw += s.raw;
    console.log(`  ${s.url.padEnd(52)} ${kb(s.raw).padStart(10)} raw  ${kb(s.wire).padStart(10)} sent (${s.encoding})`);
  }
  console.log(`  ${'total'.padEnd(52)} ${kb(raw).padStart(10)} raw  ${kb(wire).padStart(10)} sent`);
  // A slow 3G phone at ~400 kbit/s receives about 50 KB of script a second.
  console.log(`Script download on slow 3G (400 kbit/s): ${(wire / 50_000).toFixed(1)} s`);
  console.log(`Budget: ${budgetKb} KiB compressed — ${wire <= budgetKb * 1024 ? 'met' : 'EXCEEDED'}`);
  if (wire > budgetKb * 1024) process.exitCode = 1;
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
