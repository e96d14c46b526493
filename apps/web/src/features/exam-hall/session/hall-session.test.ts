// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttemptView, SaveAnswersRequest, SaveAnswersResponse } from '@pariksha/shared/schemas/attempts';
import { ApiError } from '../../../lib/api.ts';
import type { LocalAnswer } from '../model/merge.ts';
import { HallSession, type HallDeps } from './hall-session.ts';
import { memoryQueue } from './memory-queue.ts';
import { makeView, MIN, perSectionSchedule, T0 } from './test-fixtures.ts';

let device = T0;
let online = true;

function setup(view: AttemptView = makeView(), queued: LocalAnswer[] = [], deps: Partial<HallDeps> = {}) {
  const queue = memoryQueue(queued);
  const saved: SaveAnswersRequest[] = [];
  const saveAnswers = vi.fn(async (body: SaveAnswersRequest): Promise<SaveAnswersResponse> => {
    saved.push(body);
    return {
      saved: body.answers.map((a) => ({ questionId: a.questionId, clientSeq: a.clientSeq })),
      serverNow: new Date(device).toISOString(),
      deadline: view.deadline,
    };
  });
  const submit = vi.fn(async () => ({}));
  const fetchView = vi.fn(async () => ({ view, receivedAt: device }));
  const session = new HallSession(view, device, queued, {
    queue,
    saveAnswers,
    submit,
    fetchView,
    isOnline: () => online,
    clock: () => device,
    ...deps,
  });
  session.start();
  return { session, queue, saved, saveAnswers, submit, fetchView };
}

const ans = (
  questionId: string,
  clientSeq: number,
  selectedOptionIds: string[],
  state: LocalAnswer['state'] = 'answered',
): LocalAnswer => ({
  questionId,
  selectedOptionIds,
  state,
  timeSpentMs: 1000,
  clientSeq,
});

beforeEach(() => {
  vi.useFakeTimers();
  device = T0;
  online = true;
});
afterEach(() => vi.useRealTimers());

describe('HallSession: resuming', () => {
  it('orders the paper by section and position', () => {
    const { session } = setup();
    expect(session.state.sections.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(session.state.questions.map((q) => q.id)).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'b3']);
    session.dispose();
  });

  it('merges the server answers with the device queue, the newer change winning, and sends only what the server lacks', async () => {
    const view = makeView({}, [ans('a1', 100, ['a1-o1']), ans('a2', 300, ['a2-o2'])]);
    const queued = [ans('a1', 200, ['a1-o3']), ans('a2', 250, ['a2-o4']), ans('b1', 150, [], 'marked')];
    const { session, queue, saved } = setup(view, queued);
    expect(session.state.answers.a1!.selectedOptionIds).toEqual(['a1-o3']);
    expect(session.state.answers.a2!.selectedOptionIds).toEqual(['a2-o2']);
    expect(session.state.answers.b1!.state).toBe('marked');
    await vi.advanceTimersByTimeAsync(0);
    expect(saved[0]!.answers.map((a) => a.questionId).sort()).toEqual(['a1', 'b1']);
    expect(queue.records.size).toBe(0);
    session.dispose();
  });

  it('counts the server clock from serverNow, not the device', () => {
    device = T0 - 2 * MIN; // the phone is two minutes slow
    const { session } = setup();
    expect(session.now()).toBe(T0);
    session.dispose();
  });
});

describe('HallSession: the palette', () => {
  it('marks a question visited on focus and adds its time on blur', async () => {
    const { session, saved } = setup();
    session.focus('a1');
    expect(session.state.answers.a1).toMatchObject({ state: 'notAnswered', timeSpentMs: 0 });
    device += 42_000;
    session.focus('a2');
    expect(session.state.answers.a1).toMatchObject({ state: 'notAnswered', timeSpentMs: 42_000 });
    expect(session.state.answers.a2!.state).toBe('notAnswered');
    expect(session.state.currentBySection.s1).toBe('a2');
    await vi.advanceTimersByTimeAsync(300);
    expect(saved[0]!.answers.map((a) => [a.questionId, a.timeSpentMs])).toEqual([
      ['a1', 42_000],
      ['a2', 0],
    ]);
    session.dispose();
  });

  it('answers, saves, marks and clears', () => {
    const { session } = setup();
    session.focus('a1');
    session.chooseOption('a1', 'a1-o2');
    expect(session.state.answers.a1).toMatchObject({ state: 'answered', selectedOptionIds: ['a1-o2'] });
    session.chooseOption('a1', 'a1-o3');
    expect(session.state.answers.a1!.selectedOptionIds).toEqual(['a1-o3']);
    expect(session.markAndNext('a1')).toBe('a2');
    expect(session.state.answers.a1!.state).toBe('answeredMarked');
    expect(session.saveAndNext('a1')).toBe('a2');
    expect(session.state.answers.a1!.state).toBe('answered');
    session.clearResponse('a1');
    expect(session.state.answers.a1).toMatchObject({ state: 'notAnswered', selectedOptionIds: [] });
    expect(session.markAndNext('a1')).toBe('a2');
    expect(session.state.answers.a1!.state).toBe('marked');
    session.dispose();
  });

  it('uses checkboxes for a question with several correct options', () => {
    const { session } = setup();
    session.chooseOption('a2', 'a2-o1');
    session.chooseOption('a2', 'a2-o3');
    expect(session.state.answers.a2!.selectedOptionIds).toEqual(['a2-o1', 'a2-o3']);
    session.chooseOption('a2', 'a2-o1');
    expect(session.state.answers.a2!.selectedOptionIds).toEqual(['a2-o3']);
    session.dispose();
  });

  it('gives every change a newer seq', () => {
    const { session } = setup(makeView({}, [ans('a1', T0 + 50_000, ['a1-o1'])]));
    session.chooseOption('a1', 'a1-o2');
    expect(session.state.answers.a1!.clientSeq).toBe(T0 + 50_001);
    device += 100_000;
    session.chooseOption('a1', 'a1-o3');
    expect(session.state.answers.a1!.clientSeq).toBe(T0 + 100_000);
    session.dispose();
  });

  it('moves through sections under whole-test timing and stays in the section under per-section timing', () => {
    const whole = setup().session;
    expect(whole.nextQuestionId('a3')).toBe('b1');
    expect(whole.nextQuestionId('b3')).toBe('a1');
    expect(whole.previousQuestionId('b1')).toBe('a3');
    expect(whole.previousQuestionId('a1')).toBe('a1');
    whole.dispose();
    const timed = setup(makeView(perSectionSchedule())).session;
    expect(timed.nextQuestionId('a3')).toBe('a1');
    expect(timed.previousQuestionId('b1')).toBe('b1');
    timed.dispose();
  });

  it('refuses changes once the time is over or outside the open section', () => {
    const { session } = setup(makeView(perSectionSchedule()));
    session.chooseOption('b1', 'b1-o1');
    expect(session.state.answers.b1).toBeUndefined();
    session.chooseOption('a1', 'a1-o1');
    expect(session.state.answers.a1!.state).toBe('answered');
    device += 10 * MIN;
    session.chooseOption('a1', 'a1-o2');
    expect(session.state.answers.a1!.selectedOptionIds).toEqual(['a1-o1']);
    expect(session.canEdit('s2')).toBe(true);
    session.dispose();
  });
});

describe('HallSession: submitting', () => {
  it('sends every queued answer before submitting', async () => {
    const { session, saved, submit, queue } = setup();
    const order: string[] = [];
    submit.mockImplementation(async () => (order.push(`submit after ${saved.length} saves`), {}));
    session.chooseOption('a1', 'a1-o1');
    await expect(session.submit()).resolves.toBe('submitted');
    expect(order).toEqual(['submit after 1 saves']);
    expect(session.state.phase).toBe('finished');
    expect(queue.records.size).toBe(0);
  });

  it('asks to reconnect instead of submitting offline, keeping the answers', async () => {
    const { session, submit, queue } = setup();
    online = false;
    session.chooseOption('a1', 'a1-o1');
    await expect(session.submit()).resolves.toBe('offline');
    expect(submit).not.toHaveBeenCalled();
    expect(queue.records.size).toBe(1);
    expect(session.state.phase).toBe('active');
    session.dispose();
  });

  it('does not submit when the answers could not be saved', async () => {
    const { session, submit } = setup(makeView(), [], { saveAnswers: vi.fn().mockRejectedValue(new ApiError(500, null)) });
    session.chooseOption('a1', 'a1-o1');
    await expect(session.submit()).resolves.toBe('notSaved');
    expect(submit).not.toHaveBeenCalled();
    expect(session.state.phase).toBe('active');
    session.dispose();
  });

  it('treats an already submitted attempt as done', async () => {
    const { session } = setup(makeView(), [], { submit: vi.fn().mockRejectedValue(new ApiError(409, null)) });
    await expect(session.submit()).resolves.toBe('submitted');
    expect(session.state.phase).toBe('finished');
  });
});

describe('HallSession: conflicts and time up', () => {
  const conflict = () => new ApiError(409, { error: { code: 'CONFLICT', message: 'Time is up for this test' } });

  it('finishes when a save is refused because the attempt is no longer in progress', async () => {
    const { session } = setup(makeView(), [], {
      saveAnswers: vi.fn().mockRejectedValue(conflict()),
      fetchView: vi.fn().mockRejectedValue(new ApiError(404, null)),
    });
    const finished = vi.fn();
    session.onFinish(finished);
    session.chooseOption('a1', 'a1-o1');
    await vi.advanceTimersByTimeAsync(300);
    expect(finished).toHaveBeenCalled();
    expect(session.state.phase).toBe('finished');
  });

  it('submits when a save is refused because the time is up', async () => {
    const view = makeView();
    const late = { ...view, serverNow: new Date(T0 + 21 * MIN).toISOString() };
    const { session, submit } = setup(view, [], {
      saveAnswers: vi.fn().mockRejectedValue(conflict()),
      fetchView: vi.fn(async () => ({ view: late, receivedAt: device })),
    });
    session.chooseOption('a1', 'a1-o1');
    await vi.advanceTimersByTimeAsync(300);
    expect(submit).toHaveBeenCalled();
    expect(session.state.phase).toBe('finished');
  });

  it('drops answers of a section that is over and sends the rest', async () => {
    const view = makeView(perSectionSchedule());
    const server = vi
      .fn()
      .mockRejectedValueOnce(conflict())
      .mockImplementation(async (body: SaveAnswersRequest) => ({
        saved: body.answers.map((a) => ({ questionId: a.questionId, clientSeq: a.clientSeq })),
        serverNow: new Date(device).toISOString(),
        deadline: view.deadline,
      }));
    const { session, queue } = setup(view, [], {
      saveAnswers: server,
      fetchView: vi.fn(async () => ({ view: { ...view, serverNow: new Date(device).toISOString() }, receivedAt: device })),
    });
    online = false;
    session.chooseOption('a1', 'a1-o1');
    device += 10 * MIN + 40_000; // section 1 ended 40 s ago, past the grace
    session.chooseOption('b1', 'b1-o1');
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1000);
    const sent = server.mock.calls.map((c) => (c[0] as SaveAnswersRequest).answers.map((a) => a.questionId));
    expect(sent).toEqual([['a1', 'b1'], ['b1']]);
    expect(queue.records.size).toBe(0);
    session.dispose();
  });

  it('at the deadline offline waits for the network, then sends and submits', async () => {
    const { session, submit, saved } = setup();
    session.chooseOption('a1', 'a1-o1');
    online = false;
    await vi.advanceTimersByTimeAsync(300);
    device += 20 * MIN;
    void session.timeUp();
    expect(session.state.phase).toBe('timeUp');
    await vi.advanceTimersByTimeAsync(5000);
    expect(submit).not.toHaveBeenCalled();
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toHaveLength(1);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(session.state.phase).toBe('finished');
  });
});

describe('HallSession: position', () => {
  it('reopens the question the student was on, and forgets it once submitted', async () => {
    const saved: Record<string, string>[] = [];
    let stored: Record<string, string> = { s1: 'a3', s2: 'a1' /* not in s2: ignored */ };
    const positions = { load: () => stored, save: (p: Record<string, string>) => saved.push((stored = p)), clear: () => (stored = {}) };
    const { session } = setup(makeView(), [], { positions });
    expect(session.currentQuestionId('s1')).toBe('a3');
    expect(session.currentQuestionId('s2')).toBe('b1');
    session.focus('b2');
    expect(saved.at(-1)).toEqual({ s1: 'a3', s2: 'b2' });
    await session.submit();
    expect(stored).toEqual({});
  });
});

describe('HallSession: question language', () => {
  it('keeps the language switched to across a reload, and forgets it once submitted', async () => {
    let stored: 'hi' | 'en' | null = null;
    const languageChoice = { load: () => stored, save: (l: 'hi' | 'en') => void (stored = l), clear: () => void (stored = null) };
    const first = setup(makeView({ language: 'hi' }), [], { languageChoice }).session;
    expect(first.state.language).toBe('hi');
    first.setLanguage('en');
    expect(stored).toBe('en');
    first.dispose();

    // The reload: the attempt still says Hindi, the student's switch wins.
    const again = setup(makeView({ language: 'hi' }), [], { languageChoice }).session;
    expect(again.state.language).toBe('en');
    await again.submit();
    expect(stored).toBeNull();
  });
});

describe('HallSession: leaving the page', () => {
  it('adds the time on the current question when the page is hidden or unloads, and sends it', async () => {
    const { session, saved } = setup();
    session.focus('a1');
    await vi.advanceTimersByTimeAsync(300);
    device += 30_000;
    window.dispatchEvent(new Event('pagehide'));
    expect(session.state.answers.a1!.timeSpentMs).toBe(30_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(saved.at(-1)!.answers[0]).toMatchObject({ questionId: 'a1', timeSpentMs: 30_000 });
    session.dispose();
  });
});
