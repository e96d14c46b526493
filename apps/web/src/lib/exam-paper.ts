import { openPaper } from '@pariksha/shared/exam/paper-crypto';
import type { ExamPaper, PaperDescriptor, PaperRef, StartedSummary } from '@pariksha/shared/schemas/attempts';
import { apiGet, request } from './api.ts';
import { useSession } from './session.ts';

/**
 * A set's paper in this tab (docs/exam-paper.md), shared by the exams feature (the countdown
 * pre-loads the sealed paper, the start opens it) and the exam hall (which reads it). The paper
 * is immutable per version, so the browser's HTTP cache keeps it across reloads too.
 */

const papers = new Map<string, Promise<ExamPaper>>();
const sealed = new Map<string, { version: string; bytes: Promise<Uint8Array<ArrayBuffer>> }>();
const starts = new Map<string, { attempt: StartedSummary; receivedAt: number }>();

const paperKey = (setId: string, version: string) => `${setId.toLowerCase()}:${version}`;

/** The plaintext paper: from memory, else its immutable URL (no cache-buster, so the browser cache answers). */
export function loadPaper(setId: string, ref: PaperRef): Promise<ExamPaper> {
  const key = paperKey(setId, ref.version);
  let p = papers.get(key);
  if (!p) {
    p = request<ExamPaper>('GET', ref.url);
    papers.set(key, p);
    p.catch(() => papers.delete(key));
  }
  return p;
}

async function fetchSealed(url: string): Promise<Uint8Array<ArrayBuffer>> {
  const { token } = useSession.getState();
  const res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`Sealed paper: HTTP ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

/**
 * During a live test's countdown: downloads the sealed paper, which nobody can read before the
 * start releases the key. Best effort: if it fails, the hall fetches the plaintext after the start.
 */
export async function preloadSealedPaper(setId: string): Promise<string | null> {
  try {
    const d = await apiGet<PaperDescriptor>(`/exam-sets/${encodeURIComponent(setId)}/paper`);
    const known = sealed.get(setId);
    if (known?.version === d.version) {
      await known.bytes;
      return d.version;
    }
    const bytes = fetchSealed(d.encryptedUrl);
    sealed.set(setId, { version: d.version, bytes });
    await bytes;
    return d.version;
  } catch (err) {
    sealed.delete(setId);
    console.warn('Paper pre-load failed', err);
    return null;
  }
}

/** Whether the sealed paper of this set is in memory (tests, the countdown's note). */
export const hasSealedPaper = (setId: string) => sealed.has(setId);

/**
 * After a start: keeps the attempt for the hall (so a fresh attempt opens without another
 * request) and, with the key the start released, opens the pre-loaded paper if it is the
 * current version.
 */
export async function rememberStart(attempt: StartedSummary, receivedAt = Date.now()): Promise<void> {
  starts.set(attempt.setId.toLowerCase(), { attempt, receivedAt });
  const pre = sealed.get(attempt.setId);
  if (!pre || pre.version !== attempt.paper.version) return;
  const key = paperKey(attempt.setId, attempt.paper.version);
  if (papers.has(key)) return;
  const opening = pre.bytes.then((bytes) => openPaper<ExamPaper>(attempt.paperKey, bytes, attempt.setId, attempt.paper.version));
  papers.set(key, opening);
  try {
    await opening;
    sealed.delete(attempt.setId);
  } catch (err) {
    // Altered or stale bytes: the hall fetches the plaintext instead.
    papers.delete(key);
    console.warn('Pre-loaded paper could not be opened', err);
  }
}

/**
 * The attempt a start just created in this tab, once: a fresh attempt has no answers on the
 * server, so the hall needs no request for it. A resumed one (started before) is loaded as usual.
 */
export function takeFreshStart(setId: string, maxAgeMs = 60_000): { attempt: StartedSummary; receivedAt: number } | null {
  const k = setId.toLowerCase();
  const hit = starts.get(k);
  starts.delete(k);
  if (!hit || Date.now() - hit.receivedAt > maxAgeMs) return null;
  return hit.attempt.startedAt === hit.attempt.serverNow ? hit : null;
}

/** Forgets everything (tests, sign-out). */
export function clearPapers() {
  papers.clear();
  sealed.clear();
  starts.clear();
}
