import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Server as SocketServer } from 'socket.io';
import { DEFAULT_PRODUCT_NAME, PROFILE_PICTURE_MAX_BYTES } from '@pariksha/shared/constants';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createJwt, type Jwt } from './lib/jwt.ts';
import { createMemoryCounter, createRedisCounter, type AttemptCounter } from './lib/attempt-counter.ts';
import { createTokenVersions, type TokenVersions } from './lib/token-version.ts';
import { createInvalidationBus, type InvalidationBus } from './lib/invalidation.ts';
import { connectCaches } from './modules/attempts/cache.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createLocalStorage, type Storage } from './storage/storage.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { publicRoutes, registerAuth } from './plugins/auth.ts';
import { registerSwagger } from './plugins/swagger.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { organizationRoutes } from './modules/organizations/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { feedbackRoutes } from './modules/feedback/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { examAuthoringRoutes } from './modules/exam-authoring/routes.ts';
import { questionBankRoutes } from './modules/question-bank/routes.ts';
import { examRoutes } from './modules/exams/routes.ts';
import { attemptRoutes } from './modules/attempts/routes.ts';
import { integrityRoutes } from './modules/integrity/routes.ts';
import { normalisationRoutes } from './modules/normalisation/routes.ts';
import { attemptAdviceRoutes } from './modules/attempt-advice/routes.ts';
import { bookmarkRoutes } from './modules/bookmarks/routes.ts';
import { practiceRoutes } from './modules/practice/routes.ts';
import { quizRoutes } from './modules/quiz/routes.ts';
import { flashCardRoutes } from './modules/flash-cards/routes.ts';
import { potdRoutes } from './modules/potd/routes.ts';
import { notesRoutes } from './modules/notes/routes.ts';
import { pdfRoutes } from './modules/notes/pdf-routes.ts';
import { globalLeaderboardRoutes } from './modules/global-leaderboard/routes.ts';
import { groupRoutes } from './modules/groups/routes.ts';
import { studentRoutes } from './modules/students/routes.ts';
import { attendanceRoutes } from './modules/attendance/routes.ts';
import { dashboardRoutes } from './modules/dashboards/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { questionReportRoutes } from './modules/question-reports/routes.ts';
import { homeRoutes } from './modules/home/routes.ts';
import { discussionRoutes } from './modules/discussions/routes.ts';
import { registerGuardianDigest } from './jobs/guardian-digest.ts';
import { registerAutoSubmit } from './jobs/auto-submit.ts';
import { createQueue, type Queue } from './jobs/queue.ts';
import { registerNotificationWorkers } from './modules/notifications/workers.ts';
import { createSmsProvider } from './sms/index.ts';
import type { SmsProvider } from './sms/provider.ts';
import { createRealtime } from './realtime/socket.ts';
import { clientErrorHandler } from './lib/client-error.ts';
import { loadPrerenderedPages } from './lib/prerendered.ts';

export type Deps = {
  config: Config;
  database: Database;
  db: Database['db'];
  jwt: Jwt;
  mailer: Mailer;
  storage: Storage;
  signInFailures: AttemptCounter;
  /** Each account's current token version, for sensitive routes and socket handshakes. */
  tokenVersions: TokenVersions;
  redis: Redis | null;
  io: SocketServer;
  /** Background jobs (email and SMS delivery), drained in-process by every instance that runs jobs. */
  queue: Queue;
  /** Tells every server process to drop a cached copy of something that changed (lib/invalidation.ts). */
  invalidation: InvalidationBus;
  sms: SmsProvider;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

export type BuildOptions = { config: Config; database: Database; redis?: Redis | null; logger?: boolean };

export async function buildApp({ config, database, redis = null, logger = true }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel, ...(config.env === 'development' ? { transport: { target: 'pino-pretty' } } : {}) } : false,
    // Only behind a known proxy may X-Forwarded-For set req.ip; otherwise anyone could dodge per-IP limits.
    trustProxy:
      typeof config.trustProxy === 'number' ? (_addr: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    // A request must arrive whole within requestTimeout (a body trickled in byte by byte would
    // hold its connection forever), and a connection silent for connectionTimeout is closed.
    // Upgraded websockets drop both (ws clears the socket timeout). Node checks the request
    // timeout every connectionsCheckingInterval, so that follows short timeouts too.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    http: {
      headersTimeout: config.requestTimeoutMs ? Math.min(60_000, config.requestTimeoutMs) : 60_000,
      connectionsCheckingInterval: config.requestTimeoutMs
        ? Math.min(30_000, Math.max(100, Math.round(config.requestTimeoutMs / 10)))
        : 30_000,
    },
    clientErrorHandler,
  });
  // On shutdown, answers to in-flight requests close their keep-alive connections, so the
  // server can finish closing instead of waiting for idle clients.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback-style hooks (here and below): an async hook costs every response a promise and a
  // turn of the microtask queue.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // The web client sends a JSON content type on every call (spec 7), also on a DELETE without
  // a body; Fastify's own parser rejects that empty body, so an empty one is read as no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) =>
    body === '' ? done(null, undefined) : parseJson(req, body as string, done),
  );

  // External plugins first, then the app's own (fastify/demo's order).
  // helmet's headers, worked out once: @fastify/helmet builds its middleware again on every
  // request (its directives parsed each time), about 0.1 ms of CPU per request in a live test's
  // rush, and even built once the middleware sets a dozen headers on Node's response one by
  // one (each validated, and Fastify's own headers then take Node's slow path too). Our
  // directives are all fixed strings, so every response gets the same headers: they go into
  // Fastify's header list with the answer's own (a few microseconds less per response).
  // Razorpay Checkout (a script and its frames) only when Razorpay is configured; the test
  // checkout needs nothing from outside.
  const razorpay = config.payments.provider === 'razorpay';
  const securityHeaders = headersOf(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'", ...(razorpay ? ['https://checkout.razorpay.com'] : [])],
          // Same-origin only ('self' covers ws: and wss: to this host), plus the configured origins.
          connectSrc: [
            "'self'",
            ...(config.corsOrigin?.split(',') ?? []),
            ...(razorpay ? ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'] : []),
          ],
          fontSrc: ["'self'", 'data:'],
          frameSrc: [
            "'self'",
            'https://www.youtube-nocookie.com',
            ...(razorpay ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : []),
          ],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  // After helmet (its headers on this answer too). No page or API path is anywhere near this long; a longer one is refused before routing, in
  // the API's error shape and without repeating the address (a 404 would echo it back).
  app.addHook('onRequest', (req, reply, done) => {
    if (req.url.length > MAX_URL_LENGTH) {
      reply.code(414).send({ error: { code: 'URI_TOO_LONG', message: 'The address is too long' } });
      return;
    }
    done();
  });
  if (config.corsOrigin) await app.register(cors, { origin: config.corsOrigin.split(','), credentials: true });
  await app.register(rateLimit, { global: false, ...(redis ? { redis } : {}) });
  await app.register(multipart, { limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1 } });

  // In development every mail is also a file under DATA_DIR/mail, SMTP or not: the e2e journeys read codes there.
  const mailer = await createMailer(database.db, app.log, config.smtpUrl, config.mailFrom, path.join(config.dataDir, 'mail'), {
    alwaysWriteFile: config.env === 'development',
  });
  const queue = createQueue(database.db, app.log, { pollIntervalMs: config.jobsPollMs });
  const io = createRealtime(app, config, redis);
  const tokenVersions = createTokenVersions(database.db, redis);
  const invalidation = createInvalidationBus(redis, invalidationScope(config), app.log);
  const disconnectCaches = connectCaches(database.db, invalidation);
  app.decorate('deps', {
    config,
    database,
    db: database.db,
    jwt: createJwt(config.jwtSecret),
    mailer,
    storage: createLocalStorage(path.join(config.dataDir, 'files')),
    signInFailures: redis ? createRedisCounter(redis, config.signIn.windowMs) : createMemoryCounter(config.signIn.windowMs),
    tokenVersions,
    redis,
    io,
    queue,
    invalidation,
    // In development the outbox also writes each SMS under DATA_DIR/sms: the e2e journeys read OTPs there.
    sms: createSmsProvider(database.db, config.sms, config.env === 'development' ? path.join(config.dataDir, 'sms') : undefined),
  });
  app.addHook('onClose', () => tokenVersions.close());
  app.addHook('onClose', async () => {
    disconnectCaches();
    await invalidation.close();
  });
  registerNotificationWorkers(app);
  registerGuardianDigest(app);
  // In a cluster one worker runs the background work (config.runJobs); the others only add jobs.
  if (config.runJobs) app.addHook('onReady', async () => queue.start());
  // Waits for the jobs in flight, so the database is not closed under them.
  app.addHook('onClose', () => queue.stop());
  registerAuth(app);
  await registerSwagger(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(profileRoutes);
      await api.register(organizationRoutes);
      await api.register(notificationRoutes);
      await api.register(feedbackRoutes);
      await api.register(fileRoutes);
      await api.register(adminRoutes);
      await api.register(examAuthoringRoutes);
      await api.register(questionBankRoutes);
      await api.register(examRoutes);
      await api.register(attemptRoutes);
      await api.register(integrityRoutes);
      await api.register(normalisationRoutes);
      await api.register(attemptAdviceRoutes);
      await api.register(bookmarkRoutes);
      await api.register(practiceRoutes);
      await api.register(quizRoutes);
      await api.register(flashCardRoutes);
      await api.register(potdRoutes);
      await api.register(notesRoutes);
      await api.register(pdfRoutes);
      await api.register(globalLeaderboardRoutes);
      await api.register(groupRoutes);
      await api.register(studentRoutes);
      await api.register(attendanceRoutes);
      await api.register(dashboardRoutes);
      await api.register(paymentRoutes);
      await api.register(questionReportRoutes);
      await api.register(homeRoutes);
      await api.register(discussionRoutes);
    },
    { prefix: '/api' },
  );

  registerAutoSubmit(app, config.runJobs ? config.examAutoSubmitMs : 0);
  await serveWeb(app, config);
  return app;
}

/**
 * The headers a helmet middleware sets, recorded once. Only for directives that are fixed
 * strings (a nonce or any per-request directive would need the middleware on every request).
 */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** Longer request targets get a 414 (browsers and proxies commonly stop near 8 KB; our longest real URL is far below 2 KB). */
export const MAX_URL_LENGTH = 4096;

/**
 * The built SPA: hashed assets cached for a year, and index.html (with PRODUCT_NAME written
 * into its meta tag) for every client route. The public pages prerendered at build time
 * (issue 15) are sent as their HTML in the reader's language (the `selectedLanguage` cookie).
 */
async function serveWeb(app: FastifyInstance, config: Config) {
  const indexFile = path.join(config.webDist, 'index.html');
  const indexHtml = existsSync(indexFile)
    ? readFileSync(indexFile, 'utf8')
        .replace(
          '<meta name="product-name" content="Pariksha" />',
          `<meta name="product-name" content="${escapeHtml(config.productName)}" />`,
        )
        .replace('<title>Pariksha</title>', `<title>${escapeHtml(config.productName)}</title>`)
    : null;
  // Prerendered with the default brand: another PRODUCT_NAME would not match what the app draws.
  const prerendered = indexHtml && config.productName === DEFAULT_PRODUCT_NAME ? loadPrerenderedPages(config.webDist) : null;
  if (indexHtml) {
    await app.register(async (web) => {
      publicRoutes(web);
      await web.register(fastifyStatic, {
        root: config.webDist,
        wildcard: false,
        index: false,
        // The build writes .br/.gz beside each asset; a phone that accepts them gets ~70% fewer bytes.
        preCompressed: true,
        setHeaders: (res, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      });
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (isApiPath(req.url) || (req.method !== 'GET' && req.method !== 'HEAD') || !indexHtml) {
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: `No route for ${req.method} ${req.url.split('?')[0]}` } });
    }
    const page = prerendered?.pick(req.url, req.headers.cookie, req.headers['accept-encoding']);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!page) return reply.send(indexHtml);
    reply.header('vary', 'Cookie, Accept-Encoding').header('content-language', page.language);
    if (page.encoding) reply.header('content-encoding', page.encoding);
    return reply.send(page.body);
  });
}

/**
 * Whether a path means the API however it is spelled (`/%61pi/x`, `//API/x`, `/app/../api/x`):
 * such a request that no route matched gets the JSON 404, not the web app's page.
 */
export function isApiPath(url: string): boolean {
  let path = url.split('?')[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: judge the path as written.
  }
  const normalised = new URL(path.replace(/\/+/g, '/'), 'http://x').pathname.toLowerCase();
  return normalised === '/api' || normalised.startsWith('/api/');
}

/** The database's name: processes over one database share invalidations, other deployments on the same Redis do not. */
function invalidationScope(config: Config): string {
  if (!config.databaseUrl) return `embedded:${config.dataDir}`;
  try {
    const url = new URL(config.databaseUrl);
    return `${url.host}${url.pathname}`;
  } catch {
    return config.databaseUrl;
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
