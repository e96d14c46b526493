import { describe, expect, it } from 'vitest';
import { createTestDefaults, createTestForm, examDetailsForm, sectionForm, setForm } from './test-forms.ts';

const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('createTestForm', () => {
  it('turns the form into the shared create request', () => {
    const r = createTestForm.safeParse({ ...createTestDefaults('NTPC'), title: { hi: 'एनटीपीसी मॉक 1', en: '' } });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ code: 'NTPC', kind: 'practice', title: { hi: 'एनटीपीसी मॉक 1' }, startsAt: null, endsAt: null });
  });

  it('needs a title in one language', () => {
    expect(messages(createTestForm.safeParse(createTestDefaults()))).toContain('title: Enter a title in Hindi or English');
  });

  it('sends a live window as ISO instants and checks its order', () => {
    const base = { ...createTestDefaults(), title: { hi: '', en: 'Live 1' }, kind: 'live' as const };
    const ok = createTestForm.safeParse({ ...base, startsAt: '2026-05-01T10:00', endsAt: '2026-05-01T12:00' });
    expect(ok.success).toBe(true);
    expect(ok.data?.startsAt).toBe(new Date('2026-05-01T10:00').toISOString());
    expect(messages(createTestForm.safeParse({ ...base, startsAt: '2026-05-01T10:00', endsAt: '2026-05-01T09:00' }))).toContain(
      'endsAt: A live test needs a start and an end after the start',
    );
    expect(messages(createTestForm.safeParse(base))).toContain('endsAt: A live test needs a start and an end after the start');
  });

  it('ignores a window typed before switching away from live', () => {
    const r = createTestForm.safeParse({ ...createTestDefaults(), title: { hi: 'अ', en: '' }, startsAt: '2026-05-01T10:00', endsAt: '' });
    expect(r.data).toMatchObject({ startsAt: null, endsAt: null });
  });

  it('needs a language', () => {
    expect(messages(createTestForm.safeParse({ ...createTestDefaults(), title: { hi: 'अ', en: '' }, languages: [] }))).toContain(
      'languages: Choose at least one language',
    );
  });
});

describe('examDetailsForm', () => {
  const base = {
    title: { hi: 'अ', en: '' },
    description: { hi: '', en: '' },
    kind: 'live' as const,
    visibility: 'organization' as const,
    languages: ['hi' as const],
  };
  it('requires the window of a live test (the update schema alone does not)', () => {
    expect(messages(examDetailsForm.safeParse({ ...base, startsAt: '', endsAt: '' }))).toContain(
      'endsAt: A live test needs a start and an end after the start',
    );
  });
  it('clears the window when the test is no longer live', () => {
    const r = examDetailsForm.safeParse({ ...base, kind: 'practice', startsAt: '2026-05-01T10:00', endsAt: '' });
    expect(r.data).toMatchObject({ kind: 'practice', startsAt: null, endsAt: null });
  });
});

describe('set and section forms', () => {
  it('coerce numbers and check the shared limits', () => {
    expect(
      setForm.safeParse({ title: { hi: 'सेट 1', en: 'Set 1' }, timingMode: 'whole', durationMinutes: '90', passingMarks: '40' }).data,
    ).toMatchObject({
      durationMinutes: 90,
      passingMarks: '40',
    });
    expect(
      messages(setForm.safeParse({ title: { hi: 'सेट', en: '' }, timingMode: 'whole', durationMinutes: '0', passingMarks: 'x' })),
    ).toEqual(['durationMinutes: Duration must be at least 1 minute', 'passingMarks: Marks must be a number such as 2 or 0.50']);
    const section = {
      name: { hi: 'गणित', en: 'Maths' },
      durationMinutes: '30',
      plannedQuestionCount: '25',
      markCorrect: '2',
      markWrong: '0.50',
    };
    expect(sectionForm.safeParse(section).data).toMatchObject({ durationMinutes: 30, plannedQuestionCount: 25, markWrong: '0.50' });
    expect(sectionForm.safeParse({ ...section, markWrong: '-1' }).success).toBe(false);
  });
});
