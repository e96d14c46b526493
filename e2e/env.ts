import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Shared by the config and the tests: where the e2e server listens and keeps its data. */
export const e2eDir = path.dirname(fileURLToPath(import.meta.url));
export const port = Number(process.env.E2E_PORT ?? 5400);
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * The server's SMTP_URL points here. Only the notify-channels journey listens (smtp-server);
 * for the others the connection is refused and the mail is still written under DATA_DIR/mail,
 * as the development server does with SMTP too.
 */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1000);
/** A fresh embedded database per run, so journeys never see an earlier run's data. */
export const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `pariksha-e2e-${port}`);
/** The server's log: the reset-password journey reads the mailed link from it. */
export const serverLog = path.join(dataDir, 'server.log');
export const webDist = path.resolve(e2eDir, process.env.E2E_WEB_DIST ?? '../apps/web/dist');
