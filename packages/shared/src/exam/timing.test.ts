import { describe, expect, it } from 'vitest';
import { activeSection, ANSWER_GRACE_MS, canSaveAnswer, planAttempt, timeLeftMs } from './timing.ts';

const MIN = 60_000;
const T0 = Date.UTC(2026, 0, 10, 4, 30); // 10:00 IST
const SECTIONS = [
  { sectionId: 'maths', durationMinutes: 30 },
  { sectionId: 'reasoning', durationMinutes: 20 },
  { sectionId: 'ga', durationMinutes: 10 },
];

describe('planAttempt, whole paper', () => {
  it('gives the full duration without a window', () => {
    expect(planAttempt({ mode: 'whole', startedAt: T0, durationMinutes: 90, sections: SECTIONS })).toEqual({
      deadline: T0 + 90 * MIN,
      schedule: null,
    });
  });

  it('gives a late starter in a live test only the time left', () => {
    const windowEndsAt = T0 + 90 * MIN;
    const late = planAttempt({ mode: 'whole', startedAt: T0 + 25 * MIN, durationMinutes: 90, sections: SECTIONS, windowEndsAt });
    expect(late.deadline).toBe(windowEndsAt);
    const early = planAttempt({ mode: 'whole', startedAt: T0, durationMinutes: 60, sections: SECTIONS, windowEndsAt });
    expect(early.deadline).toBe(T0 + 60 * MIN);
  });

  it('never puts the deadline before the start', () => {
    const plan = planAttempt({ mode: 'whole', startedAt: T0, durationMinutes: 60, sections: [], windowEndsAt: T0 - 1 });
    expect(plan.deadline).toBe(T0);
    expect(timeLeftMs(plan.deadline, T0)).toBe(0);
  });
});

describe('planAttempt, per section', () => {
  it('runs sections back to back; the deadline is the last end', () => {
    const { deadline, schedule } = planAttempt({ mode: 'perSection', startedAt: T0, durationMinutes: 999, sections: SECTIONS });
    expect(schedule).toEqual([
      { sectionId: 'maths', startsAt: T0, endsAt: T0 + 30 * MIN },
      { sectionId: 'reasoning', startsAt: T0 + 30 * MIN, endsAt: T0 + 50 * MIN },
      { sectionId: 'ga', startsAt: T0 + 50 * MIN, endsAt: T0 + 60 * MIN },
    ]);
    expect(deadline).toBe(T0 + 60 * MIN);
  });

  it('cuts everything at the window end', () => {
    const windowEndsAt = T0 + 40 * MIN;
    const { deadline, schedule } = planAttempt({
      mode: 'perSection',
      startedAt: T0,
      durationMinutes: 60,
      sections: SECTIONS,
      windowEndsAt,
    });
    expect(schedule).toEqual([
      { sectionId: 'maths', startsAt: T0, endsAt: T0 + 30 * MIN },
      { sectionId: 'reasoning', startsAt: T0 + 30 * MIN, endsAt: windowEndsAt },
      { sectionId: 'ga', startsAt: windowEndsAt, endsAt: windowEndsAt },
    ]);
    expect(deadline).toBe(windowEndsAt);
  });

  it('needs at least one section', () => {
    expect(() => planAttempt({ mode: 'perSection', startedAt: T0, durationMinutes: 60, sections: [] })).toThrow();
  });
});

describe('activeSection', () => {
  const { schedule } = planAttempt({ mode: 'perSection', startedAt: T0, durationMinutes: 60, sections: SECTIONS });

  it('switches at the exact boundaries', () => {
    expect(activeSection(schedule!, T0 - 1)).toBeNull();
    expect(activeSection(schedule!, T0)).toBe('maths');
    expect(activeSection(schedule!, T0 + 30 * MIN - 1)).toBe('maths');
    expect(activeSection(schedule!, T0 + 30 * MIN)).toBe('reasoning');
    expect(activeSection(schedule!, T0 + 50 * MIN)).toBe('ga');
    expect(activeSection(schedule!, T0 + 60 * MIN - 1)).toBe('ga');
    expect(activeSection(schedule!, T0 + 60 * MIN)).toBeNull();
  });

  it('skips sections cut to nothing', () => {
    const cut = planAttempt({ mode: 'perSection', startedAt: T0, durationMinutes: 60, sections: SECTIONS, windowEndsAt: T0 + 50 * MIN });
    expect(activeSection(cut.schedule!, T0 + 50 * MIN)).toBeNull();
  });
});

describe('canSaveAnswer', () => {
  it('allows whole-paper saves up to exactly the grace after the deadline', () => {
    const deadline = T0 + 60 * MIN;
    const save = (now: number) => canSaveAnswer({ deadline, now, schedule: null, sectionId: 'any' });
    expect(ANSWER_GRACE_MS).toBe(30_000);
    expect(save(T0)).toBe(true);
    expect(save(deadline + 30_000)).toBe(true);
    expect(save(deadline + 30_001)).toBe(false);
  });

  it('per section: only started sections, and no going back after the grace', () => {
    const { deadline, schedule } = planAttempt({ mode: 'perSection', startedAt: T0, durationMinutes: 60, sections: SECTIONS });
    const save = (sectionId: string, now: number) => canSaveAnswer({ deadline, now, schedule, sectionId });
    const mathsEnd = T0 + 30 * MIN;
    expect(save('maths', T0)).toBe(true);
    expect(save('reasoning', mathsEnd - 1)).toBe(false); // not started yet
    expect(save('reasoning', mathsEnd)).toBe(true);
    expect(save('maths', mathsEnd + 30_000)).toBe(true); // in-flight save within grace
    expect(save('maths', mathsEnd + 30_001)).toBe(false);
    expect(save('ga', deadline + 30_000)).toBe(true);
    expect(save('ga', deadline + 30_001)).toBe(false);
    expect(save('unknown', T0)).toBe(false);
  });

  it('refuses a section the window cut to nothing', () => {
    const windowEndsAt = T0 + 50 * MIN;
    const { deadline, schedule } = planAttempt({
      mode: 'perSection',
      startedAt: T0,
      durationMinutes: 60,
      sections: SECTIONS,
      windowEndsAt,
    });
    expect(canSaveAnswer({ deadline, now: windowEndsAt, schedule, sectionId: 'ga' })).toBe(false);
    expect(canSaveAnswer({ deadline, now: windowEndsAt, schedule, sectionId: 'reasoning' })).toBe(true);
  });
});

describe('timeLeftMs', () => {
  it('counts down and never goes negative', () => {
    expect(timeLeftMs(T0 + 1000, T0)).toBe(1000);
    expect(timeLeftMs(T0, T0)).toBe(0);
    expect(timeLeftMs(T0, T0 + 5000)).toBe(0);
  });
});
