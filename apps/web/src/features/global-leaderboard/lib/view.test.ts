import { describe, expect, it } from 'vitest';
import type { GlobalLeaderboardRow } from '@pariksha/shared/schemas/global-leaderboard';
import { boardView, formatSince, pageCount, readBoardParams } from './view.ts';

const row = (rank: number, userId: string, points: number, isMe = false): GlobalLeaderboardRow => ({
  rank,
  userId,
  name: userId,
  username: userId,
  points,
  quizPoints: points,
  testPoints: 0,
  potdPoints: 0,
  isMe,
});

describe('readBoardParams', () => {
  it('reads known values and falls back to this week, my organisation, page 1', () => {
    expect(readBoardParams(new URLSearchParams('period=month&scope=platform&page=3'))).toEqual({
      period: 'month',
      scope: 'platform',
      page: 3,
    });
    expect(readBoardParams(new URLSearchParams('period=year&scope=world&page=-2'))).toEqual({
      period: 'week',
      scope: 'organization',
      page: 1,
    });
    expect(readBoardParams(new URLSearchParams('page=1.5'))).toMatchObject({ page: 1 });
  });
});

describe('boardView', () => {
  const rows = [row(1, 'a', 30), row(2, 'b', 20)];
  it('pins my row below the page when it is elsewhere', () => {
    const view = boardView({ rows, me: row(40, 'me', 2, true) });
    expect(view.pinned).toMatchObject({ userId: 'me', rank: 40, isMe: true });
    expect(view.rows.some((r) => r.isMe)).toBe(false);
  });
  it('highlights my row in place when it is on the page, and pins nothing', () => {
    const view = boardView({ rows, me: { ...rows[1]!, isMe: true } });
    expect(view.pinned).toBeNull();
    expect(view.rows.map((r) => r.isMe)).toEqual([false, true]);
  });
  it('pins nothing when I have no points', () => expect(boardView({ rows, me: null }).pinned).toBeNull());
});

describe('pageCount and formatSince', () => {
  it('counts pages', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
  it('shows the Indian Monday for a week that began at Sunday 18:30 UTC', () => {
    expect(formatSince('2025-03-09T18:30:00.000Z', 'Asia/Kolkata', 'en')).toBe('Monday, 10 March');
    expect(formatSince('2025-03-09T18:30:00.000Z', 'Asia/Kolkata', 'hi')).toContain('10 मार्च');
    expect(formatSince('2025-02-28T18:30:00.000Z', 'Asia/Kolkata', 'en', false)).toBe('1 March');
  });
});
