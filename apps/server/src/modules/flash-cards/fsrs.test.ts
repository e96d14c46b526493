import { describe, expect, it } from 'vitest';
import { State } from 'ts-fsrs';
import { fromFsrsCard, isDue, previewIntervals, rate, stateName, toFsrsCard } from './fsrs.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2025-06-01T04:30:00Z'); // 10:00 in India
const dayEnd = new Date('2025-06-01T18:30:00Z'); // the next midnight in India

describe('the FSRS scheduler', () => {
  it('schedules Good on a new card days later, and Again within the sitting', () => {
    const card = toFsrsCard(null, now);
    const again = rate(card, 'again', now).card;
    const good = rate(card, 'good', now).card;
    expect(good.due.getTime()).toBeGreaterThan(again.due.getTime());
    expect(again.due.getTime() - now.getTime()).toBe(10 * 60 * 1000);
    expect(good.due.getTime()).toBeGreaterThanOrEqual(dayEnd.getTime());
    expect(good.state).toBe(State.Review);
    expect(again.state).toBe(State.Learning);
  });

  it('orders the four ratings: Again < Hard < Good < Easy', () => {
    const p = previewIntervals(toFsrsCard(null, now), now);
    expect(p.again.minutes).toBeLessThan(p.hard.minutes);
    expect(p.hard.minutes).toBeLessThan(p.good.minutes);
    expect(p.good.minutes).toBeLessThan(p.easy.minutes);
    expect(p.again.minutes).toBe(10);
    expect(new Date(p.good.due).getTime()).toBe(now.getTime() + p.good.minutes * 60_000);
  });

  it('gives longer intervals with each Good answered on time', () => {
    let card = toFsrsCard(null, now);
    let at = now;
    const intervals: number[] = [];
    for (let i = 0; i < 6; i++) {
      card = rate(card, 'good', at).card;
      intervals.push(card.due.getTime() - at.getTime());
      at = card.due;
    }
    for (let i = 1; i < intervals.length; i++) expect(intervals[i]).toBeGreaterThan(intervals[i - 1]!);
    expect(intervals[0]).toBeGreaterThanOrEqual(DAY);
  });

  it('counts a lapse and relearns after Again on a review card', () => {
    let card = rate(toFsrsCard(null, now), 'good', now).card;
    const later = card.due;
    card = rate(card, 'again', later).card;
    expect(card.lapses).toBe(1);
    expect(card.state).toBe(State.Relearning);
    expect(card.due.getTime() - later.getTime()).toBe(10 * 60 * 1000);
  });

  it('round-trips a card through the stored columns', () => {
    const card = rate(toFsrsCard(null, now), 'hard', now).card;
    const row = fromFsrsCard(card);
    expect(toFsrsCard(row, now)).toEqual({ ...card, last_review: card.last_review });
    expect(stateName(row.state)).toBe('learning');
    expect(stateName(null)).toBe('new');
  });
});

describe('isDue', () => {
  it('treats a card without state as due', () => expect(isDue(null, now, dayEnd)).toBe(true));
  it('shows a learning card only once its step has passed', () => {
    expect(isDue({ state: State.Learning, due: new Date(now.getTime() + 60_000) }, now, dayEnd)).toBe(false);
    expect(isDue({ state: State.Learning, due: new Date(now.getTime() - 1) }, now, dayEnd)).toBe(true);
  });
  it('shows a review card from the morning of the day it falls due', () => {
    expect(isDue({ state: State.Review, due: new Date(dayEnd.getTime() - 60_000) }, now, dayEnd)).toBe(true);
    expect(isDue({ state: State.Review, due: dayEnd }, now, dayEnd)).toBe(false);
  });
});
