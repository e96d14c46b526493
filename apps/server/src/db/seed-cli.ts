import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ensureDefaultOrganization, seedDemo } from './seed.ts';

/** `npm run seed:demo`: the demo data against any database, idempotent. */
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
await ensureDefaultOrganization(database.db, config.productName);
const { created } = await seedDemo(database.db);
console.log(created ? 'Demo data seeded.' : 'Demo data was already there; nothing changed.');
console.log(`Accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
await database.close();
