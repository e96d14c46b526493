import { describe, expect, it } from 'vitest';
import { navFor } from './nav.ts';

const keysFor = (role: Parameters<typeof navFor>[0]) => navFor(role).map((e) => e.key);

describe('navFor (spec 2.5)', () => {
  it('gives everyone the shared entries only', () => {
    expect(keysFor('user')).not.toContain('organizationDashboard');
    expect(keysFor('user')).not.toContain('adminDashboard');
    expect(keysFor(null)).toEqual(keysFor('user'));
  });
  it('adds the organisation entries for admins, not the platform ones', () => {
    const admin = keysFor('admin');
    expect(admin).toContain('organizationDashboard');
    expect(admin).not.toContain('adminDashboard');
    expect(admin).not.toContain('organizationsManagement');
    expect(admin).not.toContain('userFeedback');
  });
  it('gives admins Attendance Management after Organization Dashboard, students not (spec 2.5)', () => {
    const admin = keysFor('admin');
    expect(navFor('admin').find((e) => e.key === 'attendanceManagement')?.path).toBe('/organization/attendance-management');
    expect(admin.indexOf('attendanceManagement')).toBe(admin.indexOf('organizationDashboard') + 1);
    expect(keysFor('user')).not.toContain('attendanceManagement');
  });
  it('gives superAdmin everything', () => {
    expect(keysFor('superAdmin')).toEqual(
      expect.arrayContaining(['organizationDashboard', 'adminDashboard', 'organizationsManagement', 'userFeedback']),
    );
  });
  it('lists Notes for everyone after Live Test, Quizzes and Questions and before the dashboards (spec 2.5)', () => {
    const keys = keysFor('user');
    const at = (key: string) => keys.indexOf(key);
    expect(navFor('user').find((e) => e.key === 'notes')?.path).toBe('/notes');
    for (const before of ['liveTest', 'quizzes', 'questions']) if (at(before) >= 0) expect(at(before)).toBeLessThan(at('notes'));
    for (const after of ['quizDashboard', 'examDashboard']) if (at(after) >= 0) expect(at(after)).toBeGreaterThan(at('notes'));
  });
  it('lists Problem of Day (/potd) for everyone after Leaderboard and the dashboards, before Flash Card and About (spec 2.5)', () => {
    const keys = keysFor('user');
    const at = (key: string) => keys.indexOf(key);
    expect(navFor('user').find((e) => e.key === 'problemOfDay')?.path).toBe('/potd');
    for (const before of ['notes', 'quizDashboard', 'examDashboard', 'leaderboard'])
      if (at(before) >= 0) expect(at(before)).toBeLessThan(at('problemOfDay'));
    for (const after of ['flashCard', 'examsDetails', 'about']) if (at(after) >= 0) expect(at(after)).toBeGreaterThan(at('problemOfDay'));
  });
  it('lists Quizzes and Questions after Live Test, Quiz Dashboard after Notes (spec 2.5)', () => {
    const entries = navFor('user');
    const keys = entries.map((e) => e.key);
    const at = (key: string) => keys.indexOf(key);
    expect(entries.find((e) => e.key === 'quizzes')?.path).toBe('/quiz');
    expect(entries.find((e) => e.key === 'questions')?.path).toBe('/questions');
    expect(entries.find((e) => e.key === 'quizDashboard')?.path).toBe('/quiz-dashboard');
    expect(at('quizzes')).toBe(at('liveTest') + 1);
    expect(at('questions')).toBe(at('quizzes') + 1);
    expect(at('quizDashboard')).toBeGreaterThan(at('questions'));
    if (at('notes') >= 0) expect(at('quizDashboard')).toBe(at('notes') + 1);
    expect(at('quizDashboard')).toBeLessThan(at('examDashboard'));
  });
  it('lists Flash Card (/flash-card) for everyone after Problem of Day, before Exams Details and About (spec 2.5)', () => {
    const keys = keysFor('user');
    const at = (key: string) => keys.indexOf(key);
    expect(navFor('user').find((e) => e.key === 'flashCard')?.path).toBe('/flash-card');
    expect(at('flashCard')).toBeGreaterThan(at('problemOfDay'));
    for (const after of ['examsDetails', 'about', 'contactUs']) if (at(after) >= 0) expect(at(after)).toBeGreaterThan(at('flashCard'));
  });
  it('lists Exams Details (/exam) for everyone after Flash Card and Problem of Day, before About (spec 2.5)', () => {
    const keys = keysFor('user');
    const at = (key: string) => keys.indexOf(key);
    expect(navFor('user').find((e) => e.key === 'examsDetails')?.path).toBe('/exam');
    for (const before of ['problemOfDay', 'flashCard']) if (at(before) >= 0) expect(at(before)).toBeLessThan(at('examsDetails'));
    for (const after of ['about', 'contactUs', 'feedback']) expect(at(after)).toBeGreaterThan(at('examsDetails'));
  });
  it('lists Leaderboard (/global-leaderboard) for everyone right after Exam Dashboard, before Problem of Day (spec 2.5)', () => {
    const entries = navFor('user');
    const keys = entries.map((e) => e.key);
    expect(entries.find((e) => e.key === 'leaderboard')?.path).toBe('/global-leaderboard');
    expect(keys.indexOf('leaderboard')).toBe(keys.indexOf('examDashboard') + 1);
    expect(keys.indexOf('problemOfDay')).toBe(keys.indexOf('leaderboard') + 1);
    expect(keysFor(null)).toContain('leaderboard');
  });
  it('puts Test Series and Live Test right after Home (spec 2.5)', () => {
    const entries = navFor('user');
    expect(entries.slice(0, 3).map((e) => [e.key, e.path])).toEqual([
      ['home', '/'],
      ['testSeries', '/exams'],
      ['liveTest', '/mock-test'],
    ]);
  });
});
