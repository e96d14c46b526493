import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PRODUCT_NAME } from '@pariksha/shared/constants';

/** Every environment variable the server reads, parsed once. Nothing else reads process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  PRODUCT_NAME: z.string().default(DEFAULT_PRODUCT_NAME),
  PUBLIC_URL: z.string().default('http://localhost:5000'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Pariksha <no-reply@pariksha.local>'),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGIN: z.string().optional(),
  SIGNIN_MAX_PER_IP: z.coerce.number().int().default(20),
  SIGNIN_MAX_PER_ACCOUNT: z.coerce.number().int().default(5),
  SIGNIN_WINDOW_MINUTES: z.coerce.number().int().default(15),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  EXAM_AUTO_SUBMIT_SECONDS: z.coerce.number().min(0).default(5),
  PDF_MAX_MB: z.coerce.number().positive().max(200).default(20),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(0).default(300),
  CONNECTION_TIMEOUT_SECONDS: z.coerce.number().min(0).default(120),
  JOBS_POLL_SECONDS: z.coerce.number().min(0).default(1),
  WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  RUN_JOBS: z.enum(['true', 'false']).optional(),
  SMS_PROVIDER: z.enum(['outbox', 'msg91']).optional(),
  MSG91_AUTH_KEY: z.string().optional(),
  MSG91_SENDER_ID: z.string().optional(),
  MSG91_TEMPLATE_ID: z.string().optional(),
  MSG91_BASE_URL: z.url().optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_BASE_URL: z.url().default('https://api.razorpay.com/v1'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  jwtSecret: string;
  productName: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Seed the demo data at start-up: on by default for the embedded database only. */
  seedDemo: boolean;
  logLevel: string;
  corsOrigin?: string;
  signIn: { maxPerIp: number; maxPerAccount: number; windowMs: number };
  webDist: string;
  /** Fastify's trustProxy: false (default), true, a hop count, or addresses; decides req.ip for rate limits. */
  trustProxy: boolean | number | string;
  /** How often expired exam attempts are auto-submitted (also once at start-up); 0 turns the job off. */
  examAutoSubmitMs: number;
  /** The largest PDF staff may upload for notes and study material. */
  pdfMaxBytes: number;
  /**
   * How long a client may take to send a whole request, body included (then 408). Long enough
   * for the largest PDF on a slow line; it ends a body trickled in byte by byte. 0 turns it off.
   */
  requestTimeoutMs: number;
  /**
   * How long a connection may pass no bytes either way before it is closed. Above the 72 s
   * keep-alive and Socket.IO's 25 s pings (and websockets drop this timer once upgraded). 0 is off.
   */
  connectionTimeoutMs: number;
  /** How often each instance looks for due background jobs (jobs/queue.ts); 0: never (tests drain by hand). */
  jobsPollMs: number;
  /**
   * Server processes sharing the port (node:cluster, cluster.ts), and why: 1 unless PostgreSQL
   * and Redis are configured (PGlite is one process's files; without Redis the workers' rate
   * limits, sockets and caches could not agree).
   */
  workers: { count: number; reason: string };
  /**
   * Whether this process runs the background work (the job queue's poller, auto-submit): on by
   * default; the cluster's primary turns it on in one worker only.
   */
  runJobs: boolean;
  /** Where SMS go: MSG91 when configured, otherwise the sms_outbox table. */
  sms: { provider: 'outbox' } | { provider: 'msg91'; msg91: { authKey: string; senderId: string; templateId: string; baseUrl?: string } };
  /**
   * Razorpay when its keys are set; otherwise the labelled test provider, except in production,
   * where nothing is sold until keys are set (a test payment must never grant there).
   */
  payments:
    | { provider: 'razorpay'; razorpay: { keyId: string; keySecret: string; webhookSecret?: string; baseUrl: string } }
    | { provider: 'test' }
    | { provider: 'none' };
};

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * Without JWT_SECRET the embedded set-up keeps a random secret in the data directory, so
 * `npm start` needs nothing configured; production must set it.
 */
function resolveJwtSecret(secret: string | undefined, dataDir: string, env: string): string {
  if (secret) return secret;
  if (env === 'production') throw new Error('JWT_SECRET must be set in production');
  if (env === 'test') return 'test-secret-test-secret-test-secret-0123456789';
  const file = path.join(dataDir, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  writeFileSync(file, generated, { mode: 0o600 });
  return generated;
}

function parsePayments(e: z.infer<typeof envSchema>): Config['payments'] {
  if (e.RAZORPAY_KEY_ID || e.RAZORPAY_KEY_SECRET) {
    if (!e.RAZORPAY_KEY_ID || !e.RAZORPAY_KEY_SECRET)
      throw new Error('Invalid environment: set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
    return {
      provider: 'razorpay',
      razorpay: {
        keyId: e.RAZORPAY_KEY_ID,
        keySecret: e.RAZORPAY_KEY_SECRET,
        webhookSecret: e.RAZORPAY_WEBHOOK_SECRET || undefined,
        baseUrl: e.RAZORPAY_BASE_URL.replace(/\/$/, ''),
      },
    };
  }
  return e.NODE_ENV === 'production' ? { provider: 'none' } : { provider: 'test' };
}

/**
 * WORKERS applies to PostgreSQL only and needs Redis when above 1 (a clear error, not a quiet
 * fallback, when asked for explicitly). Unset, it is every core when Redis is there, else one.
 */
export function parseWorkers(
  e: Pick<z.infer<typeof envSchema>, 'WORKERS' | 'DATABASE_URL' | 'REDIS_URL'>,
  cores = availableParallelism(),
): Config['workers'] {
  if (!e.DATABASE_URL) {
    return {
      count: 1,
      reason:
        e.WORKERS && e.WORKERS > 1 ? 'WORKERS is ignored with the embedded database (PGlite runs in one process)' : 'embedded database',
    };
  }
  if (e.WORKERS !== undefined) {
    if (e.WORKERS > 1 && !e.REDIS_URL) {
      throw new Error(
        `Invalid environment: WORKERS=${e.WORKERS} needs REDIS_URL (the workers share rate limits, sockets and cache invalidation through Redis); set REDIS_URL or WORKERS=1`,
      );
    }
    return { count: e.WORKERS, reason: 'WORKERS' };
  }
  if (!e.REDIS_URL) return { count: 1, reason: `no REDIS_URL: one process (set REDIS_URL to use all ${cores} cores)` };
  return { count: cores, reason: `one per core (${cores})` };
}

function parseSms(e: z.infer<typeof envSchema>): Config['sms'] {
  if (e.SMS_PROVIDER !== 'msg91') return { provider: 'outbox' };
  const missing = (['MSG91_AUTH_KEY', 'MSG91_SENDER_ID', 'MSG91_TEMPLATE_ID'] as const).filter((k) => !e[k]);
  if (missing.length) throw new Error(`Invalid environment: SMS_PROVIDER=msg91 needs ${missing.join(', ')}`);
  return {
    provider: 'msg91',
    msg91: { authKey: e.MSG91_AUTH_KEY!, senderId: e.MSG91_SENDER_ID!, templateId: e.MSG91_TEMPLATE_ID!, baseUrl: e.MSG91_BASE_URL },
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const config: Config = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    jwtSecret: overrides.jwtSecret ?? resolveJwtSecret(e.JWT_SECRET, dataDir, e.NODE_ENV),
    productName: e.PRODUCT_NAME,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    corsOrigin: e.CORS_ORIGIN,
    signIn: {
      maxPerIp: e.SIGNIN_MAX_PER_IP,
      maxPerAccount: e.SIGNIN_MAX_PER_ACCOUNT,
      windowMs: e.SIGNIN_WINDOW_MINUTES * 60_000,
    },
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    examAutoSubmitMs: Math.round(e.EXAM_AUTO_SUBMIT_SECONDS * 1000),
    pdfMaxBytes: Math.round(e.PDF_MAX_MB * 1024 * 1024),
    requestTimeoutMs: Math.round(e.REQUEST_TIMEOUT_SECONDS * 1000),
    connectionTimeoutMs: Math.round(e.CONNECTION_TIMEOUT_SECONDS * 1000),
    jobsPollMs: Math.round(e.JOBS_POLL_SECONDS * 1000),
    workers: parseWorkers(e),
    runJobs: e.RUN_JOBS !== 'false',
    sms: parseSms(e),
    payments: parsePayments(e),
  };
  return { ...config, ...overrides };
}
