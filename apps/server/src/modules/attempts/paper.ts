import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { newPaperKey, sealPaper } from '@pariksha/shared/exam/paper-crypto';
import type { PaperDescriptor, PaperRef } from '@pariksha/shared/schemas/attempts';
import type { Db } from '../../db/client.ts';
import { examAttempts } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { isExamVisible } from '../exams/repo.ts';
import { requireExamAccess } from '../payments/entitlements.ts';
import { cachesFor, type Paper, type PaperFiles, type SetContext } from './cache.ts';
import { getPaper, recentSet, rowsOf } from './repo.ts';

/**
 * The paper as its own resource (docs/exam-paper.md): one body per set version, the same for
 * every student, compressed once (brotli and gzip) and sealed once (AES-GCM) per version, so a
 * ten-thousand-student start costs the server one build and the students' caches the rest.
 */

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const paperPath = (setId: string, version: string) => `/api/exam-sets/${setId}/paper/${version}`;

export const paperRefOf = (paper: Paper): PaperRef => ({
  version: paper.version,
  url: paperPath(paper.setId, paper.version),
  encryptedUrl: paperPath(paper.setId, `${paper.version}.enc`),
});

/** The paper body: `{"setId","version","sections","questions"}` (examPaper). */
const bodyOf = (paper: Paper) =>
  Buffer.concat([Buffer.from(`{"setId":${JSON.stringify(paper.setId)},"version":"${paper.version}",`), paper.json, Buffer.from('}')]);

// Compression runs on libuv's thread pool (never on the event loop), once per version.
async function buildFiles(paper: Paper): Promise<PaperFiles> {
  const raw = bodyOf(paper);
  const [br, gz] = await Promise.all([
    brotli(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    // Level 9 and no timestamp in the header: every process gzips a version to the same bytes.
    gzipAsync(raw, { level: 9 }),
  ]);
  return { raw, br, gzip: gz };
}

function filesOf(db: Db, paper: Paper): Promise<PaperFiles> {
  const cache = cachesFor(db).paperFiles;
  const key = `${paper.setId}:${paper.version}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const building = buildFiles(paper);
  cache.set(key, building);
  building.catch(() => cache.delete(key));
  return building;
}

/**
 * The set's paper key, made on first need: concurrent first needs (several workers at once) all
 * end up with the one row that won the insert.
 */
export function paperKeyOf(db: Db, setId: string): Promise<string> {
  const cache = cachesFor(db).paperKeys;
  const hit = cache.get(setId);
  if (hit) return hit;
  const loading = (async () => {
    const fresh = newPaperKey();
    await db.execute(sql`insert into exam_paper_keys (set_id, key) values (${setId}, ${fresh}) on conflict (set_id) do nothing`);
    const [row] = await rowsOf<{ key: string }>(db, sql`select key from exam_paper_keys where set_id = ${setId}`);
    if (!row) throw notFound('Test');
    return row.key;
  })();
  cache.set(setId, loading);
  loading.catch(() => cache.delete(setId));
  return loading;
}

function sealedOf(db: Db, paper: Paper): Promise<Buffer> {
  const cache = cachesFor(db).sealedPapers;
  const key = `${paper.setId}:${paper.version}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const sealing = (async () => {
    const [files, paperKey] = await Promise.all([filesOf(db, paper), paperKeyOf(db, paper.setId)]);
    const gz = new Uint8Array(
      files.gzip.buffer.slice(files.gzip.byteOffset, files.gzip.byteOffset + files.gzip.byteLength),
    ) as Uint8Array<ArrayBuffer>;
    return Buffer.from(await sealPaper(paperKey, gz, paper.setId, paper.version));
  })();
  cache.set(key, sealing);
  sealing.catch(() => cache.delete(key));
  return sealing;
}

/** Who may see that the set exists and fetch its sealed paper: the start rule without the window. */
async function visibleSet(db: Db, user: AuthUser, setId: string, now: number, wantOpen = false): Promise<SetContext> {
  // A window that has just opened must not be refused from a few-seconds-old memory.
  const ctx = await recentSet(db, setId, (c) => isExamVisible(user, c.exam) && (!wantOpen || windowOpen(c, now)));
  if (!ctx || !isExamVisible(user, ctx.exam)) throw notFound('Test');
  await requireExamAccess(db, user, ctx.exam, new Date(now));
  return ctx;
}

async function nonEmptyPaper(db: Db, setId: string): Promise<Paper> {
  const paper = await getPaper(db, setId);
  if (!paper.questions.length) throw new AppError('UNPROCESSABLE', 'This test has no questions yet');
  return paper;
}

const windowOpen = ({ exam }: SetContext, now: number) =>
  exam.kind !== 'live' || ((!exam.startsAt || exam.startsAt.getTime() <= now) && (!exam.endsAt || now < exam.endsAt.getTime()));

export const PAPER_NOT_OPEN = 'The paper opens at the start time';

/** A live test's plaintext paper: once its window opened, or to someone who has sat it already. */
async function requireOpen(db: Db, user: AuthUser, ctx: SetContext, now: number) {
  const { exam } = ctx;
  if (exam.kind !== 'live') return;
  if (windowOpen(ctx, now)) return;
  const [mine] = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(and(eq(examAttempts.setId, ctx.set.id), eq(examAttempts.userId, user.id)))
    .limit(1);
  // 409, not 403: the web client treats a 403 as a lost session and signs the student out.
  if (!mine) throw conflict(PAPER_NOT_OPEN);
}

export async function describePaper(db: Db, user: AuthUser, setId: string, now = Date.now()): Promise<PaperDescriptor> {
  const ctx = await visibleSet(db, user, setId, now);
  const paper = await nonEmptyPaper(db, setId);
  return {
    setId: paper.setId,
    ...paperRefOf(paper),
    opensAt: ctx.exam.kind === 'live' && ctx.exam.startsAt ? ctx.exam.startsAt.toISOString() : null,
  };
}

export type ServedPaper = { etag: string; kind: 'plain'; files: PaperFiles } | { etag: string; kind: 'sealed'; body: Buffer };

/**
 * GET /exam-sets/:setId/paper/:version[.enc]. A version that is not the current one is gone
 * (404): the caller asks the descriptor or its attempt for the current one.
 */
export async function servePaper(db: Db, user: AuthUser, setId: string, requested: string, now = Date.now()): Promise<ServedPaper> {
  const sealed = requested.endsWith('.enc');
  const version = sealed ? requested.slice(0, -'.enc'.length) : requested;
  const ctx = await visibleSet(db, user, setId, now, !sealed);
  if (!sealed) await requireOpen(db, user, ctx, now);
  const paper = await nonEmptyPaper(db, setId);
  if (paper.version !== version) throw notFound('Paper version');
  if (sealed) return { etag: `"${version}.enc"`, kind: 'sealed', body: await sealedOf(db, paper) };
  return { etag: `"${version}"`, kind: 'plain', files: await filesOf(db, paper) };
}

/** Whether an If-None-Match header names this ETag (also weakly, or as `*`). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Picks the best encoding the client accepts (q=0 refuses it). */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Set(
    header
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
