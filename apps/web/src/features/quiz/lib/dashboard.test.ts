import { describe, expect, it } from 'vitest';
import { accuracySeries, dayLabel, percent, practisePath, readRange, reviewPath } from './dashboard.ts';

describe('quiz dashboard helpers', () => {
  it('reads the range from the URL, 30 days by default', () => {
    expect([readRange('7'), readRange('90'), readRange('12'), readRange(null)]).toEqual([7, 90, 30, 30]);
  });

  it('leaves days without answers out of the accuracy line', () => {
    expect(
      accuracySeries([
        { date: '2025-03-01', answered: 4, correct: 3, accuracy: 0.75 },
        { date: '2025-03-02', answered: 0, correct: 0, accuracy: 0 },
        { date: '2025-03-03', answered: 3, correct: 0, accuracy: 0 },
      ]),
    ).toEqual([75, null, 0]);
    expect(percent(2 / 3)).toBe(67);
  });

  it('labels days by their calendar date whatever the browser zone', () => {
    expect(dayLabel('2025-03-12', 'en')).toMatch(/12 Mar/);
  });

  it('links a quiz review and a weak topic with encoded topic keys', () => {
    expect(reviewPath({ id: 'abc', subject: 'static gk', topic: 'books and authors' })).toBe(
      '/quiz/static%20gk/books%20and%20authors?quiz=abc',
    );
    expect(reviewPath({ id: 'abc', subject: 'math', topic: null })).toBe('/quiz/math?quiz=abc');
    expect(practisePath('math', 'number system')).toBe('/quiz/math/number%20system');
  });
});
