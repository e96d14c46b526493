import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { ensureDefaultOrganization, seedDemo } from '../../db/seed.ts';
import { startLoopMonitor } from '../../lib/loop-monitor.ts';

/**
 * The server for hostile-requests.test.ts, in its own process: the test's work (payloads,
 * HTTP client, Vitest itself) then cannot stall the loop being measured, nor the other way
 * round. Speaks over IPC: sends { base } when listening; on 'reset' starts a new event-loop
 * window, on 'read' sends its figures; closes when the test disconnects.
 * Environment: PGLITE_TEMPLATE (a dump to start from) or DATABASE_URL, and the config's own.
 */
const dataDir = await mkdtemp(path.join(tmpdir(), 'pariksha-hostile-'));
const config = loadConfig({ ...process.env, NODE_ENV: 'test' }, { dataDir });
const template = process.env.PGLITE_TEMPLATE;
const database = await openDatabase({
  url: config.databaseUrl,
  loadDataDir: template ? new Blob([new Uint8Array(await readFile(template))]) : undefined,
});
await ensureDefaultOrganization(database.db, config.productName);
await seedDemo(database.db);
const app = await buildApp({ config, database, logger: false });
const loop = startLoopMonitor();
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const send = (message: object) => process.send?.(message);
process.on('message', (message) => {
  if (message === 'reset') void loop.reset().then(() => send({ reset: true }));
  else if (message === 'read') send({ loop: loop.read() });
});
process.on('disconnect', () => {
  loop.stop();
  void app
    .close()
    .then(() => database.close())
    .finally(() => rm(dataDir, { recursive: true, force: true }))
    .finally(() => process.exit(0));
});
send({ base });
