import { describe, expect, it } from 'vitest';
import { accuracyOf, bySubject, byTopic, dateIn, lastDays, timeline, weakTopics, type AnswerFact } from './stats.ts';

const fact = (subject: string, topic: string, correct: boolean, at = '2025-03-10T06:00:00Z'): AnswerFact => ({
  subject,
  topic,
  correct,
  answeredAt: new Date(at),
});
const many = (n: number, correctCount: number, subject: string, topic: string) =>
  Array.from({ length: n }, (_, i) => fact(subject, topic, i < correctCount));

describe('accuracy aggregation', () => {
  it('is correct / answered, and 0 when nothing was answered', () => {
    expect(accuracyOf(4, 3)).toEqual({ answered: 4, correct: 3, accuracy: 0.75 });
    expect(accuracyOf(0, 0).accuracy).toBe(0);
  });

  it('groups by subject and by topic, most answered first', () => {
    const facts = [...many(3, 1, 'math', 'algebra'), ...many(2, 2, 'math', 'percentage'), ...many(4, 2, 'polity', 'parliament')];
    expect(bySubject(facts)).toEqual([
      { subject: 'math', answered: 5, correct: 3, accuracy: 0.6 },
      { subject: 'polity', answered: 4, correct: 2, accuracy: 0.5 },
    ]);
    expect(byTopic(facts).map((t) => [t.subject, t.topic, t.answered, t.correct])).toEqual([
      ['polity', 'parliament', 4, 2],
      ['math', 'algebra', 3, 1],
      ['math', 'percentage', 2, 2],
    ]);
  });

  it('keeps the same topic name of two subjects apart', () => {
    const rows = byTopic([fact('hindi', 'synonyms', true), fact('english', 'synonyms', false)]);
    expect(rows).toHaveLength(2);
  });
});

describe('days in the organisation time zone', () => {
  it('dates an instant by the zone, not UTC', () => {
    // 20:00 UTC on the 10th is 01:30 on the 11th in India.
    expect(dateIn(new Date('2025-03-10T20:00:00Z'), 'Asia/Kolkata')).toBe('2025-03-11');
    expect(dateIn(new Date('2025-03-10T20:00:00Z'), 'UTC')).toBe('2025-03-10');
  });

  it('lists the last N calendar days ending today, across a month end', () => {
    expect(lastDays(new Date('2025-03-02T10:00:00Z'), 4, 'Asia/Kolkata')).toEqual(['2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02']);
  });

  it('counts every day of the range, empty days included, and drops answers outside it', () => {
    const days = lastDays(new Date('2025-03-11T10:00:00Z'), 3, 'Asia/Kolkata');
    const facts = [
      fact('math', 'algebra', true, '2025-03-10T20:00:00Z'), // 11th in India
      fact('math', 'algebra', false, '2025-03-11T05:00:00Z'),
      fact('math', 'algebra', true, '2025-03-09T05:00:00Z'),
      fact('math', 'algebra', true, '2025-03-01T05:00:00Z'), // outside the range
    ];
    expect(timeline(facts, days, 'Asia/Kolkata')).toEqual([
      { date: '2025-03-09', answered: 1, correct: 1, accuracy: 1 },
      { date: '2025-03-10', answered: 0, correct: 0, accuracy: 0 },
      { date: '2025-03-11', answered: 2, correct: 1, accuracy: 0.5 },
    ]);
  });
});

describe('weak topics', () => {
  const topics = byTopic([
    ...many(10, 2, 'math', 'algebra'), // 20%
    ...many(4, 0, 'math', 'geometry'), // too few answers
    ...many(5, 3, 'polity', 'parliament'), // 60%
    ...many(8, 7, 'english', 'synonyms'), // 87.5%: strong
    ...many(6, 2, 'reasoning', 'series'), // 33%
  ]);

  it('keeps topics with enough answers and low accuracy, lowest first', () => {
    expect(weakTopics(topics).map((t) => t.topic)).toEqual(['algebra', 'series', 'parliament']);
  });

  it('honours the minimum, threshold and limit', () => {
    expect(weakTopics(topics, { minAnswers: 4 }).map((t) => t.topic)).toEqual(['geometry', 'algebra', 'series', 'parliament']);
    expect(weakTopics(topics, { maxAccuracy: 0.5 }).map((t) => t.topic)).toEqual(['algebra', 'series']);
    expect(weakTopics(topics, { limit: 1 }).map((t) => t.topic)).toEqual(['algebra']);
  });

  it('prefers the topic with more answers on equal accuracy', () => {
    const tied = byTopic([...many(10, 5, 'math', 'algebra'), ...many(6, 3, 'math', 'ratio')]);
    expect(weakTopics(tied).map((t) => t.topic)).toEqual(['algebra', 'ratio']);
  });
});
