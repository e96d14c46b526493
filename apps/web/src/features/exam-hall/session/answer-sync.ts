import type { SaveAnswersRequest, SaveAnswersResponse } from '@pariksha/shared/schemas/attempts';
import { ApiError } from '../../../lib/api.ts';
import type { LocalAnswer } from '../model/merge.ts';
import type { AnswerQueue } from './answer-queue.ts';

export type SyncStatus = 'saved' | 'saving' | 'retrying' | 'offline' | 'stopped';
export type SyncSnapshot = {
  status: SyncStatus;
  pending: number;
  /** False once the device's queue could not be written (private mode, full disk): only memory holds the change. */
  persistent: boolean;
};

export type SyncDeps = {
  queue: AnswerQueue;
  send: (body: SaveAnswersRequest) => Promise<SaveAnswersResponse>;
  isOnline?: () => boolean;
  currentSectionId?: () => string | undefined;
  /** Times the student left the test so far (integrity signals): sent with every save once above 0. */
  tabSwitches?: () => number;
  /** Every acknowledged save carries the server's clock and deadline. */
  onResponse?: (response: SaveAnswersResponse, receivedAt: number) => void;
  /**
   * A 409 (time up, already submitted, or a section that is over): the sync pauses and the
   * session works out which, then calls resume(), drop() or stop().
   */
  onConflict?: (error: ApiError) => void;
  debounceMs?: number;
  backoffMs?: number[];
  /** A request that hangs (a network that is up but carries nothing) counts as failed after this. */
  timeoutMs?: number;
  batchSize?: number;
};

const BACKOFF = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

class TimeoutError extends Error {}

const toSave = ({ questionId, selectedOptionIds, state, timeSpentMs, clientSeq }: LocalAnswer) => ({
  questionId,
  selectedOptionIds,
  state,
  timeSpentMs: Math.max(0, Math.round(timeSpentMs)),
  clientSeq,
});

/**
 * Sends queued answer changes to PUT /attempts/:id/answers: debounced, in batches, retried with
 * backoff, again when the network returns and when the page is hidden. The server keeps a save
 * only if its clientSeq is newer, so sending a change twice is harmless; a change leaves the
 * queue only when the server acknowledges a seq at least as new.
 */
export class AnswerSync {
  private readonly pending = new Map<string, LocalAnswer>();
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<boolean> | null = null;
  private failures = 0;
  private paused = false;
  private stopped = false;
  private snapshot: SyncSnapshot;
  private readonly deps: Required<Omit<SyncDeps, 'onResponse' | 'onConflict' | 'currentSectionId' | 'tabSwitches'>> & SyncDeps;

  constructor(deps: SyncDeps, queued: LocalAnswer[] = []) {
    // Explicit defaults: a dep passed as undefined must not hide one.
    this.deps = {
      ...deps,
      isOnline: deps.isOnline ?? (() => navigator.onLine),
      debounceMs: deps.debounceMs ?? 300,
      backoffMs: deps.backoffMs ?? BACKOFF,
      timeoutMs: deps.timeoutMs ?? 20_000,
      batchSize: deps.batchSize ?? 200,
    };
    for (const a of queued) this.keep(a);
    this.snapshot = { status: this.pending.size ? 'saving' : 'saved', pending: this.pending.size, persistent: true };
  }

  // ---------- observing (useSyncExternalStore) ----------

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  private update(patch: Partial<SyncSnapshot>) {
    const next = { ...this.snapshot, pending: this.pending.size, ...patch };
    if (next.status === this.snapshot.status && next.pending === this.snapshot.pending && next.persistent === this.snapshot.persistent)
      return;
    this.snapshot = next;
    for (const l of this.listeners) l();
  }

  private idleStatus(): SyncStatus {
    if (this.stopped) return 'stopped';
    if (this.pending.size === 0) return 'saved';
    return this.deps.isOnline() ? 'saving' : 'offline';
  }

  // ---------- the queue ----------

  private keep(answer: LocalAnswer) {
    const current = this.pending.get(answer.questionId);
    if (!current || current.clientSeq < answer.clientSeq) this.pending.set(answer.questionId, answer);
  }

  /** Queues a change: on the device first, then to the server after a short pause. */
  async enqueue(answer: LocalAnswer): Promise<void> {
    if (this.stopped) return;
    this.keep(answer);
    this.update({ status: this.idleStatus() });
    this.schedule(this.deps.debounceMs);
    try {
      await this.deps.queue.put(answer);
    } catch (err) {
      console.error('Answer queue write failed', err);
      this.update({ persistent: false });
    }
  }

  /** Forgets changes the server will never take (their section is over). */
  async drop(questionIds: string[]): Promise<void> {
    for (const id of questionIds) this.pending.delete(id);
    this.update({ status: this.idleStatus() });
    await this.deps.queue.drop(questionIds).catch((err: unknown) => console.error('Answer queue write failed', err));
  }

  hasPending() {
    return this.pending.size > 0;
  }

  // ---------- sending ----------

  private schedule(delay: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delay);
  }

  /** Sends everything pending; true once the server holds every change made so far. */
  async flush(): Promise<boolean> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    for (;;) {
      if (this.stopped) return false;
      if (this.inFlight) {
        if (!(await this.inFlight)) return false;
        continue;
      }
      if (this.pending.size === 0) {
        this.update({ status: 'saved' });
        return true;
      }
      if (this.paused) return false;
      if (!this.deps.isOnline()) {
        this.update({ status: 'offline' });
        return false;
      }
      this.inFlight = this.sendBatch().finally(() => (this.inFlight = null));
      if (!(await this.inFlight)) return false;
    }
  }

  private withTimeout<T>(promise: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const t = setTimeout(() => reject(new TimeoutError('Answer save timed out')), this.deps.timeoutMs);
      promise.then(
        (v) => (clearTimeout(t), resolve(v)),
        (e: unknown) => (clearTimeout(t), reject(e)),
      );
    });
  }

  private async sendBatch(): Promise<boolean> {
    const batch = [...this.pending.values()].sort((a, b) => a.clientSeq - b.clientSeq).slice(0, this.deps.batchSize);
    this.update({ status: this.failures > 0 ? 'retrying' : 'saving' });
    let response: SaveAnswersResponse;
    try {
      const tabSwitches = this.deps.tabSwitches?.() || undefined;
      response = await this.withTimeout(
        this.deps.send({
          answers: batch.map(toSave),
          currentSectionId: this.deps.currentSectionId?.(),
          ...(tabSwitches ? { tabSwitches } : {}),
        }),
      );
    } catch (err) {
      if (this.stopped) return false;
      if (err instanceof ApiError && err.status === 409) {
        this.paused = true;
        this.deps.onConflict?.(err);
        return false;
      }
      if (!(err instanceof ApiError) && !this.deps.isOnline()) {
        this.update({ status: 'offline' });
        return false;
      }
      this.retryLater();
      return false;
    }

    this.deps.onResponse?.(response, Date.now());
    const acked = response.saved.filter(({ questionId, clientSeq }) => {
      const mine = this.pending.get(questionId);
      if (!mine || mine.clientSeq > clientSeq) return false;
      this.pending.delete(questionId);
      return true;
    });
    await this.deps.queue.ack(response.saved).catch((err: unknown) => console.error('Answer queue write failed', err));
    // A batch the server took without catching up (it should not happen) must not loop at once.
    const progressed = acked.length > 0 || batch.some((b) => this.pending.get(b.questionId) !== b);
    if (!progressed) {
      this.retryLater();
      return false;
    }
    this.failures = 0;
    this.update({ status: this.idleStatus() });
    return true;
  }

  private retryLater() {
    this.failures += 1;
    const { backoffMs } = this.deps;
    this.update({ status: 'retrying' });
    this.schedule(backoffMs[Math.min(this.failures - 1, backoffMs.length - 1)]!);
  }

  /** After a conflict the session has dealt with: try again (soon, not at once). */
  resume() {
    if (this.stopped) return;
    this.paused = false;
    this.retryLater();
  }

  /** The network is back: try now. */
  retryNow = () => {
    if (this.stopped || this.paused) return;
    this.failures = 0;
    void this.flush();
  };

  private onVisibility = () => {
    if (document.visibilityState === 'hidden') void this.flush();
  };

  /** Listens for the network coming back and the page being hidden (the tab may be killed next). */
  start() {
    window.addEventListener('online', this.retryNow);
    document.addEventListener('visibilitychange', this.onVisibility);
    window.addEventListener('pagehide', this.retryNow);
    if (this.pending.size) this.schedule(0);
  }

  stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    window.removeEventListener('online', this.retryNow);
    document.removeEventListener('visibilitychange', this.onVisibility);
    window.removeEventListener('pagehide', this.retryNow);
    this.update({ status: 'stopped' });
  }
}
