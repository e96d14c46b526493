import cluster from 'node:cluster';
import path from 'node:path';
import { loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ensureDefaultOrganization, seedDemo } from './db/seed.ts';
import { buildApp } from './app.ts';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  // A configuration mistake is one clear line, not a stack trace.
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}

if (cluster.isPrimary && config.workers.count > 1) {
  // WORKERS=<n> with PostgreSQL and Redis: this process forks the servers (cluster.ts).
  const { runPrimary } = await import('./cluster.ts');
  await runPrimary(config);
} else {
  await serve(config);
}

/** One server process: the whole server, or a cluster worker (the primary migrated and seeded). */
async function serve(config: Config) {
  const worker = cluster.isWorker;
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db'), migrate: !worker });
  const redis = config.redisUrl ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  const app = await buildApp({ config, database, redis });

  if (!worker) {
    await ensureDefaultOrganization(database.db, config.productName);
    if (config.seedDemo) {
      const { created } = await seedDemo(database.db);
      if (created) {
        app.log.info(
          `Demo data seeded. Sign in with password ${DEMO_PASSWORD} as: ${DEMO_ACCOUNTS.map((a) => `${a.email} (${a.role})`).join(', ')}`,
        );
      }
    }
  }

  await app.listen({ port: config.port, host: config.host });
  if (worker) {
    app.log.info({ worker: cluster.worker?.id, jobs: config.runJobs }, 'worker listening');
  } else {
    app.log.info(`Pariksha is running on http://localhost:${config.port} (database: ${database.driver}${redis ? ', redis' : ''})`);
    if (config.databaseUrl) app.log.info(`One server process: ${config.workers.reason}`);
    else if (config.workers.reason !== 'embedded database') app.log.warn(config.workers.reason);
  }

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    // app.close() stops accepting, waits for in-flight requests, then runs onClose hooks.
    const timer = setTimeout(() => {
      app.log.error('shutdown took over 10 s: exiting anyway');
      process.exit(1);
    }, 10_000);
    let code = 0;
    try {
      await app.close();
      await database.close();
      await redis?.quit();
      app.log.info('shut down cleanly');
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      code = 1;
    }
    clearTimeout(timer);
    process.exit(code);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
