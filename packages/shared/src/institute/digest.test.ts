import { describe, expect, it } from 'vitest';
import { buildDigest, monthLabel, previousMonth, type DigestFigures } from './digest.ts';

const figures: DigestFigures = {
  studentName: 'Asha',
  organizationName: 'Gyan Coaching',
  guardianName: 'Ramesh',
  month: '2026-10',
  attendance: { percentage: 82.5, marked: 20 },
  tests: [
    { title: 'SSC Mock 1', percent: 72, rank: 3, participants: 40 },
    { title: 'SSC Mock 2', percent: 64.25, rank: 9, participants: 38 },
  ],
  streak: { current: 5, max: 12 },
};

describe('buildDigest', () => {
  it('writes the month in English with attendance, each test with its rank, and the streak', () => {
    const d = buildDigest(figures, 'en');
    expect(d.subject).toBe('Asha: monthly report for October 2026 — Gyan Coaching');
    expect(d.text).toContain('Dear Ramesh,');
    expect(d.text).toContain('Attendance: 82.5% (20 days marked)');
    expect(d.text).toContain('- SSC Mock 1: 72%, rank 3 of 40');
    expect(d.text).toContain('- SSC Mock 2: 64.3%, rank 9 of 38');
    expect(d.text).toContain('Daily problem: 5-day streak (best 12)');
    expect(d.sms).toBe('Asha (October 2026): attendance 82.5%, tests 2, best rank 3, streak 5. Gyan Coaching');
  });

  it('writes the same in Hindi', () => {
    const d = buildDigest(figures, 'hi');
    expect(d.subject).toContain('अक्टूबर 2026');
    expect(d.text).toContain('नमस्ते Ramesh जी,');
    expect(d.text).toContain('उपस्थिति: 82.5% (20 दिन दर्ज)');
    expect(d.text).toContain('रैंक 3/40');
    expect(d.text).toContain('लगातार 5 दिन (सर्वाधिक 12)');
    expect(d.sms).toContain('सर्वश्रेष्ठ रैंक 3');
  });

  it('says so when nothing was marked or taken', () => {
    const empty = { ...figures, guardianName: null, attendance: { percentage: null, marked: 0 }, tests: [] };
    const en = buildDigest(empty, 'en');
    expect(en.text).toContain('Dear guardian,');
    expect(en.text).toContain('Attendance: no day was marked this month');
    expect(en.text).toContain('Tests: none taken this month');
    expect(en.sms).not.toContain('best rank');
    expect(buildDigest(empty, 'hi').text).toContain('इस महीने कोई टेस्ट नहीं दिया');
  });
});

describe('months', () => {
  it('names months and finds the one before', () => {
    expect(monthLabel('2026-01', 'hi')).toBe('जनवरी 2026');
    expect(previousMonth('2026-01-01')).toBe('2025-12');
    expect(previousMonth('2026-11-01')).toBe('2026-10');
  });
});
