import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AttemptView, HallQuestion, SaveAnswersRequest, SaveAnswersResponse } from '@pariksha/shared/schemas/attempts';
import type { SectionSummary } from '@pariksha/shared/schemas/exams';
import { canSaveAnswer } from '@pariksha/shared/exam/timing';
import { ApiError } from '../../../lib/api.ts';
import { clockOffset, parseSchedule, sectionPhase, type Slot } from '../model/countdown.ts';
import { mergeAnswers, maxSeq, SeqCounter, type LocalAnswer } from '../model/merge.ts';
import * as palette from '../model/palette.ts';
import { nextQuestionId, orderPaper, previousQuestionId, validPositions } from '../model/paper.ts';
import type { QuestionLanguage } from '../model/text.ts';
import { AnswerSync } from './answer-sync.ts';
import { TabSwitchCounter } from './tab-switches.ts';
import type { AnswerQueue } from './answer-queue.ts';
import type { LanguageStore, PositionStore } from './positions.ts';

export type HallPhase = 'active' | 'submitting' | 'timeUp' | 'finished';

export type HallState = {
  view: AttemptView;
  sections: SectionSummary[];
  /** In paper order: by section, then position. */
  questions: HallQuestion[];
  answers: Record<string, LocalAnswer>;
  currentBySection: Record<string, string>;
  language: QuestionLanguage;
  offsetMs: number;
  deadline: number;
  schedule: Slot[] | null;
  phase: HallPhase;
};

export type HallDeps = {
  queue: AnswerQueue;
  fetchView: () => Promise<{ view: AttemptView; receivedAt: number }>;
  saveAnswers: (body: SaveAnswersRequest) => Promise<SaveAnswersResponse>;
  /** The submit carries the last count of tab switches (integrity signals). */
  submit: (tabSwitches?: number) => Promise<unknown>;
  isOnline?: () => boolean;
  /** Device time (tests move it). */
  clock?: () => number;
  /** Where the student was in each section (survives a reload). */
  positions?: PositionStore;
  /** The question language switched to during the attempt (survives a reload). */
  languageChoice?: LanguageStore;
};

/** A question's time on screen is added when it loses focus; a longer gap is a clock jump, not reading. */
const MAX_FOCUS_MS = 3 * 3600_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One attempt in the hall: the answers (server's merged with the device queue), the clock, the
 * palette actions and the sync. It outlives the pages, so moving between the sections page and a
 * section keeps every answer and the queue keeps sending while the student looks elsewhere.
 */
export class HallSession {
  readonly store: StoreApi<HallState>;
  readonly sync: AnswerSync;
  private readonly seq: SeqCounter;
  private focused: { questionId: string; since: number } | null = null;
  private autoSubmitting = false;
  private finishListeners = new Set<() => void>();
  private readonly switches: TabSwitchCounter;

  constructor(
    view: AttemptView,
    receivedAt: number,
    queued: LocalAnswer[],
    private readonly deps: HallDeps,
  ) {
    const { sections, questions } = orderPaper(view);
    const ids = questions.map((q) => q.id);
    const answers = mergeAnswers(ids, view.answers, queued);
    this.seq = new SeqCounter(Math.max(maxSeq(view.answers), maxSeq(queued)));
    // Only changes newer than the server's still need sending.
    const serverSeq = new Map(view.answers.map((a) => [a.questionId, a.clientSeq]));
    const unsent = queued.filter((a) => ids.includes(a.questionId) && a.clientSeq > (serverSeq.get(a.questionId) ?? 0));
    this.switches = new TabSwitchCounter(view.id);
    this.sync = new AnswerSync(
      {
        tabSwitches: () => this.switches.count,
        queue: deps.queue,
        send: deps.saveAnswers,
        isOnline: deps.isOnline,
        currentSectionId: () => this.activeSectionHint(),
        onResponse: (res, at) => this.applyResponse(res, at),
        onConflict: () => void this.handleConflict(),
      },
      unsent,
    );
    // Acknowledged-elsewhere leftovers (the server already holds something as new) can go.
    const stale = queued.filter((a) => !unsent.includes(a)).map((a) => a.questionId);
    if (stale.length) void deps.queue.drop(stale).catch(() => undefined);

    this.store = createStore<HallState>(() => ({
      view,
      sections,
      questions,
      answers,
      currentBySection: validPositions(deps.positions?.load() ?? {}, questions),
      language: deps.languageChoice?.load() ?? view.language,
      offsetMs: clockOffset(view.serverNow, receivedAt),
      deadline: Date.parse(view.deadline),
      schedule: parseSchedule(view.schedule),
      phase: view.status === 'submitted' ? 'finished' : 'active',
    }));
  }

  /** Stores positions as they change (a reload opens the same question). */
  private persistPositions = (next: HallState, prev: HallState) => {
    if (next.currentBySection !== prev.currentBySection) this.deps.positions?.save(next.currentBySection);
  };

  get state() {
    return this.store.getState();
  }

  private deviceNow() {
    return (this.deps.clock ?? Date.now)();
  }

  /** The server's time now. */
  now() {
    return this.deviceNow() + this.state.offsetMs;
  }

  private online() {
    return (this.deps.isOnline ?? (() => navigator.onLine))();
  }

  /** Hidden or unloading: the time on the current question is added before the queue flushes. */
  private onHide = () => {
    if (document.visibilityState === 'hidden') this.blur();
  };
  private onPageHide = () => this.blur();

  start() {
    this.store.subscribe(this.persistPositions);
    // Before the sync's own listeners, so its flush carries the time just added.
    document.addEventListener('visibilitychange', this.onHide);
    window.addEventListener('pagehide', this.onPageHide);
    // Before the sync's too: a save sent as the page hides already counts this switch.
    if (this.state.phase !== 'finished') this.switches.start();
    this.sync.start();
  }

  private stopListening() {
    this.switches.stop();
    document.removeEventListener('visibilitychange', this.onHide);
    window.removeEventListener('pagehide', this.onPageHide);
  }

  // ---------- the paper ----------

  question(id: string) {
    return this.state.questions.find((q) => q.id === id);
  }

  sectionQuestions(sectionId: string) {
    return this.state.questions.filter((q) => q.sectionId === sectionId);
  }

  /** The question shown for a section: where the student last was, else its first. */
  currentQuestionId(sectionId: string): string | undefined {
    return this.state.currentBySection[sectionId] ?? this.sectionQuestions(sectionId)[0]?.id;
  }

  phaseOf(sectionId: string) {
    const { schedule, deadline } = this.state;
    return sectionPhase(schedule, sectionId, this.now(), deadline);
  }

  /** Answers can change only while the attempt is on and the section open. */
  canEdit(sectionId: string) {
    return this.state.phase === 'active' && this.phaseOf(sectionId) === 'active';
  }

  /** Whether the server still takes answers for the section (its rule: the end plus a grace). */
  private canSend(sectionId: string) {
    const { schedule, deadline, phase } = this.state;
    return phase !== 'finished' && canSaveAnswer({ deadline, now: this.now(), schedule, sectionId });
  }

  private activeSectionHint() {
    const focused = this.focused && this.question(this.focused.questionId);
    return focused ? focused.sectionId : undefined;
  }

  nextQuestionId(questionId: string): string {
    return nextQuestionId(this.state.questions, questionId, this.state.schedule !== null);
  }

  previousQuestionId(questionId: string): string {
    return previousQuestionId(this.state.questions, questionId, this.state.schedule !== null);
  }

  // ---------- changes ----------

  private response(questionId: string): LocalAnswer {
    return this.state.answers[questionId] ?? { questionId, ...palette.UNSEEN, timeSpentMs: 0, clientSeq: 0 };
  }

  /** Applies a palette rule (and time spent) to one question and queues the change. */
  private change(questionId: string, rule: (r: palette.Response) => palette.Response, extraMs = 0) {
    const prev = this.response(questionId);
    const next = rule(prev);
    const same =
      next.state === prev.state &&
      next.selectedOptionIds.length === prev.selectedOptionIds.length &&
      next.selectedOptionIds.every((id, i) => id === prev.selectedOptionIds[i]);
    if (same && extraMs <= 0) return;
    const record: LocalAnswer = {
      questionId,
      selectedOptionIds: next.selectedOptionIds,
      state: next.state,
      timeSpentMs: prev.timeSpentMs + Math.max(0, extraMs),
      clientSeq: this.seq.next(this.deviceNow()),
    };
    this.store.setState((s) => ({ answers: { ...s.answers, [questionId]: record } }));
    void this.sync.enqueue(record);
  }

  private editable(questionId: string) {
    const q = this.question(questionId);
    return q && this.canEdit(q.sectionId) ? q : null;
  }

  /** Makes a question its section's current one (the page then focuses it). */
  setCurrent(questionId: string) {
    const q = this.question(questionId);
    if (q) this.store.setState((s) => ({ currentBySection: { ...s.currentBySection, [q.sectionId]: questionId } }));
  }

  /** The question on screen: counts its time and marks it visited. */
  focus(questionId: string) {
    if (this.focused?.questionId === questionId) return;
    this.blur();
    const q = this.question(questionId);
    if (!q) return;
    this.store.setState((s) => ({ currentBySection: { ...s.currentBySection, [q.sectionId]: questionId } }));
    if (!this.canEdit(q.sectionId)) return;
    this.focused = { questionId, since: this.deviceNow() };
    this.change(questionId, palette.visit);
  }

  /** Nothing on screen any more (another question, the page hidden or left): adds the time spent. */
  blur() {
    const f = this.focused;
    if (!f) return;
    this.focused = null;
    const q = this.question(f.questionId);
    const spent = Math.min(MAX_FOCUS_MS, this.deviceNow() - f.since);
    if (q && spent > 0 && this.canSend(q.sectionId)) this.change(f.questionId, (r) => r, spent);
  }

  /** Picks (or, with checkboxes, toggles) an option. */
  chooseOption(questionId: string, optionId: string) {
    const q = this.editable(questionId);
    if (!q) return;
    this.change(questionId, (r) => palette.choose(r, palette.toggleOption(r.selectedOptionIds, optionId, q.multipleCorrect)));
  }

  saveAndNext(questionId: string): string {
    if (this.editable(questionId)) this.change(questionId, palette.save);
    return this.nextQuestionId(questionId);
  }

  markAndNext(questionId: string): string {
    if (this.editable(questionId)) this.change(questionId, palette.markForReview);
    return this.nextQuestionId(questionId);
  }

  clearResponse(questionId: string) {
    if (this.editable(questionId)) this.change(questionId, palette.clearResponse);
  }

  setLanguage(language: QuestionLanguage) {
    this.store.setState({ language });
    this.deps.languageChoice?.save(language);
  }

  // ---------- the server ----------

  private applyClock(serverNow: string, deadline: string, receivedAt: number) {
    const offsetMs = clockOffset(serverNow, receivedAt);
    const d = Date.parse(deadline);
    this.store.setState((s) => ({
      // Ignore sub-second jitter so the countdown does not hop back and forth.
      offsetMs: Math.abs(offsetMs - s.offsetMs) > 1000 ? offsetMs : s.offsetMs,
      deadline: Number.isFinite(d) ? d : s.deadline,
    }));
  }

  applyResponse(res: SaveAnswersResponse, receivedAt: number) {
    this.applyClock(res.serverNow, res.deadline, receivedAt);
  }

  /** A fresh copy of the attempt (a revisit, or after a conflict): newer answers from elsewhere win. */
  applyView(view: AttemptView, receivedAt: number) {
    this.applyClock(view.serverNow, view.deadline, receivedAt);
    for (const a of view.answers) this.seq.observe(a.clientSeq);
    this.store.setState((s) => ({
      view,
      schedule: parseSchedule(view.schedule),
      answers: mergeAnswers(
        s.questions.map((q) => q.id),
        view.answers,
        Object.values(s.answers),
      ),
    }));
  }

  /**
   * A save was refused with 409: the test is over (submitted, or time up) or the answers'
   * section is. A fresh look at the attempt tells which.
   */
  async handleConflict() {
    let fresh: { view: AttemptView; receivedAt: number };
    try {
      fresh = await this.deps.fetchView();
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return this.finish();
      this.sync.resume();
      return;
    }
    this.applyView(fresh.view, fresh.receivedAt);
    if (fresh.view.status === 'submitted') return this.finish();
    if (this.now() >= this.state.deadline) return this.timeUp();
    const closed = this.state.questions.filter((q) => !this.canSend(q.sectionId)).map((q) => q.id);
    if (closed.length) await this.sync.drop(closed);
    this.sync.resume();
  }

  // ---------- the end ----------

  /** A method, not a field read, so TypeScript does not narrow it across awaits. */
  finished() {
    return this.store.getState().phase === 'finished';
  }

  onFinish(listener: () => void) {
    this.finishListeners.add(listener);
    return () => void this.finishListeners.delete(listener);
  }

  private finish() {
    if (this.finished()) return;
    this.focused = null;
    this.sync.stop();
    this.stopListening();
    void this.deps.queue.clear().catch(() => undefined);
    this.deps.positions?.clear();
    this.deps.languageChoice?.clear();
    this.store.setState({ phase: 'finished' });
    for (const l of this.finishListeners) l();
  }

  /**
   * The student's submit: every queued answer reaches the server first (offline, nothing is
   * sent and the student is asked to reconnect), then POST submit.
   */
  async submit(): Promise<'submitted' | 'offline' | 'notSaved' | ApiError> {
    if (this.finished()) return 'submitted';
    this.blur();
    if (!this.online()) return 'offline';
    this.store.setState({ phase: 'submitting' });
    const saved = await this.sync.flush();
    if (this.finished()) return 'submitted';
    if (!saved) {
      if (this.state.phase === 'submitting') this.store.setState({ phase: 'active' });
      return this.online() ? 'notSaved' : 'offline';
    }
    try {
      await this.deps.submit(this.switches.count || undefined);
    } catch (err) {
      // 409: already submitted (elsewhere, or automatically): the result is there all the same.
      if (err instanceof ApiError && (err.status === 409 || err.status === 404)) {
        this.finish();
        return 'submitted';
      }
      if (this.state.phase === 'submitting') this.store.setState({ phase: 'active' });
      return err instanceof ApiError ? err : this.online() ? 'notSaved' : 'offline';
    }
    this.finish();
    return 'submitted';
  }

  /**
   * The whole test's time is over: send what is queued (the server still takes it for a short
   * grace) and submit; offline, wait for the network (the server submits at the deadline anyway).
   */
  async timeUp() {
    if (this.finished() || this.autoSubmitting) return;
    this.autoSubmitting = true;
    this.blur();
    this.store.setState({ phase: 'timeUp' });
    try {
      for (let attempt = 0; !this.finished(); attempt += 1) {
        if (!this.online()) {
          await new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
          continue;
        }
        await this.sync.flush();
        if (this.finished()) return;
        try {
          await this.deps.submit(this.switches.count || undefined);
          this.finish();
        } catch (err) {
          if (err instanceof ApiError && (err.status === 409 || err.status === 404)) this.finish();
          else await sleep(Math.min(30_000, 1000 * 2 ** attempt));
        }
      }
    } finally {
      this.autoSubmitting = false;
    }
  }

  /** Ends the session without submitting (a different attempt replaced it). */
  dispose() {
    this.focused = null;
    this.sync.stop();
    this.stopListening();
  }
}
