import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { baseURL, dataDir, e2eDir, port, serverLog, smtpPort, webDist } from './env.ts';

const isCI = !!process.env.CI;

// The server serves the built web app; without it every journey would fail on a blank page.
if (!existsSync(path.join(webDist, 'index.html'))) {
  throw new Error(`No built web app in ${webDist}: run \`npm run build\` first (or set E2E_WEB_DIST).`);
}

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  workers: 2,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    // The app's service worker precaches every built file (about 430) in each new context: the
    // journeys run without it, as a first visit does; pwa.spec.ts allows it where it is the subject.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
        },
      },
    },
  ],
  webServer: {
    // rm + mkdir in the command itself: every run starts from a freshly seeded database.
    // LOG_LEVEL=info only goes to the log file (Playwright ignores the server's stdout). In
    // development every mail is also a file under DATA_DIR/mail, SMTP or not: the tests read
    // sign-up codes and reset links there. SMTP_URL is the notify-channels journey's smtp-server.
    // If it fails to start, the end of its log goes to stderr, which Playwright shows.
    command: `rm -rf "${dataDir}" && mkdir -p "${dataDir}" && { node --import tsx ../apps/server/src/main.ts > "${serverLog}" 2>&1 || { tail -n 40 "${serverLog}" >&2; exit 1; }; }`,
    cwd: e2eDir,
    url: `${baseURL}/api/health`,
    reuseExistingServer: !isCI,
    timeout: 180_000,
    env: {
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      JWT_SECRET: 'e2e-test-secret-0123456789-abcdefghijklm',
      PUBLIC_URL: baseURL,
      SIGNIN_MAX_PER_IP: '1000',
      WEB_DIST: webDist,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    },
  },
});
