// `npm start`: builds the web app if it has not been built, then serves web + API + Socket.IO
// on http://localhost:5000 with the embedded database under ./data. With DATABASE_URL and
// REDIS_URL the server runs one worker per core (WORKERS, docs/deploy.md); signals reach it
// through here, and it stops its workers itself.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// WEB_DIST names a web build made elsewhere (the server reads it too): nothing to build here.
if (!process.env.WEB_DIST && !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.log('Building the web app (first start only)…');
  const build = spawnSync(npm, ['run', 'build', '-w', '@pariksha/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A larger young generation (docs/deploy.md, "Young generation"): a live test's save rush keeps
// a thousand requests in flight, whose objects outlived V8's default 16 MB nursery and were
// copied and promoted, collection after collection (17% of the server's CPU in that rush, 5% with this).
const server = spawn(process.execPath, ['--max-semi-space-size=64', '--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
