// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AttemptAdvice, TopicAdvice } from '@pariksha/shared/schemas/attempt-advice';
import { calledUrls, json, mockApi, renderRoutes, setLanguage as setLanguageWith } from '../../../test/render.tsx';
import { AttemptAdvicePanel } from './AttemptAdvicePanel.tsx';
import { StrategyCard } from './StrategyCard.tsx';

const SET_ID = '11111111-1111-4111-8111-111111111111';
const setLanguage = (lang: 'hi' | 'en') => setLanguageWith(lang, ['attemptAdvice']);

const topic = (p: Partial<TopicAdvice>): TopicAdvice => ({
  sectionId: 's1',
  subject: 'reasoning',
  topic: 'number series',
  questions: 5,
  recommendation: 'attemptWhenSure',
  attemptAnyway: null,
  answered: 13,
  correct: 5,
  accuracy: 38.46,
  estimate: 35.29,
  lowerBound: 20.86,
  breakEven: 33.33,
  expectedMarks: 0.03,
  guessExpectedMarks: -0.13,
  eliminate: 2,
  options: 4,
  ...p,
});

const advice = (p: Partial<AttemptAdvice> = {}): AttemptAdvice => ({
  setId: SET_ID,
  attemptId: 'a1',
  minAnswers: 5,
  historyAnswers: 40,
  sections: [
    {
      sectionId: 's1',
      name: { hi: 'तर्कशक्ति', en: 'Reasoning' },
      markCorrect: '1',
      markWrong: '0.50',
      options: 4,
      breakEven: 33.33,
      guessExpectedMarks: -0.13,
      eliminate: 2,
    },
    {
      sectionId: 's2',
      name: { hi: 'गणित', en: 'Maths' },
      markCorrect: '2',
      markWrong: '0.50',
      options: 4,
      breakEven: 20,
      guessExpectedMarks: 0.13,
      eliminate: 0,
    },
  ],
  topics: [
    topic({}),
    topic({
      topic: 'coding decoding',
      recommendation: 'attempt',
      answered: 10,
      correct: 9,
      accuracy: 90,
      estimate: 71.43,
      expectedMarks: 0.57,
    }),
    topic({ topic: 'syllogism', recommendation: 'skip', answered: 10, correct: 2, accuracy: 20, estimate: 21.43, expectedMarks: -0.18 }),
    topic({ topic: 'calendar', recommendation: 'notEnoughData', answered: 2, correct: 1, accuracy: 50, estimate: 33.33, expectedMarks: 0 }),
    topic({
      sectionId: 's2',
      subject: 'math',
      topic: 'algebra',
      recommendation: 'attempt',
      attemptAnyway: 'blindGuessPays',
      answered: 0,
      correct: 0,
      accuracy: null,
      estimate: 25,
      breakEven: 20,
      expectedMarks: 0.13,
      guessExpectedMarks: 0.13,
      eliminate: 0,
    }),
  ],
  ...p,
});

const panel = () => renderRoutes([{ path: '/a', element: <AttemptAdvicePanel setId={SET_ID} attemptId="a1" /> }], '/a');
const card = () => renderRoutes([{ path: '/c', element: <StrategyCard setId={SET_ID} /> }], '/c');

afterEach(() => vi.unstubAllGlobals());

describe('AttemptAdvicePanel', () => {
  it("says the issue's sentence for a 38% topic under −0.50, and one sentence per topic", async () => {
    await setLanguage('en');
    const api = mockApi({ [`/exam-sets/${SET_ID}/advice`]: advice() });
    panel();
    expect(
      await screen.findByText(
        'In Reasoning: Number Series your accuracy is 38%; with −0.50 per wrong answer, guessing costs you marks: skip unless you can eliminate two options.',
      ),
    ).toBeInTheDocument();
    expect(calledUrls(api)[0]!.searchParams.get('attemptId')).toBe('a1');
    const reasoning = screen.getByRole('list', { name: 'Advice for the topics of Reasoning' });
    expect(within(reasoning).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(reasoning).getByText(
        'In Reasoning: Coding-Decoding your accuracy is 90%; with −0.50 per wrong answer, attempting is worth +0.57 marks a question: attempt.',
      ),
    ).toBeInTheDocument();
    expect(
      within(reasoning).getByText(
        'In Reasoning: Syllogism your accuracy is 20%, no higher than the break-even 33%; with −0.50 per wrong answer, attempting is worth −0.18 marks a question: skip unless you can eliminate two options.',
      ),
    ).toBeInTheDocument();
    expect(within(reasoning).getByText(/you have answered only 2 questions so far, too few to judge/)).toBeInTheDocument();
    expect(
      screen.getByText(
        '+1 for a correct answer, −0.50 for a wrong one · break-even accuracy 33% · a blind guess is worth −0.13: guess only after eliminating two options',
      ),
    ).toBeInTheDocument();
    const maths = screen.getByRole('list', { name: 'Advice for the topics of Maths' });
    expect(
      within(maths).getByText(
        'In Mathematics: Algebra, with −0.50 per wrong answer, even a blind guess is worth +0.13 marks: answer every question.',
      ),
    ).toBeInTheDocument();
  });

  it('in Hindi', async () => {
    await setLanguage('hi');
    mockApi({ [`/exam-sets/${SET_ID}/advice`]: advice() });
    panel();
    expect(screen.getByRole('heading', { name: 'क्या प्रयास करूँ?' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'तर्कशक्ति: संख्या शृंखला में आपकी सटीकता 38% है; गलत उत्तर पर −0.50 के साथ अनुमान लगाने से अंक कटते हैं: जब तक आप दो विकल्प हटा न सकें, प्रश्न छोड़ दें।',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('सही पर +1, गलत पर −0.50 · बराबरी की सटीकता 33% · बिना सोचे अनुमान −0.13 अंक का है: दो विकल्प हटाने के बाद ही अनुमान लगाएँ'),
    ).toBeInTheDocument();
  });

  it('with no history says so and still explains the guessing rule', async () => {
    await setLanguage('en');
    mockApi({
      [`/exam-sets/${SET_ID}/advice`]: advice({
        historyAnswers: 0,
        topics: [topic({ recommendation: 'notEnoughData', answered: 0, correct: 0, accuracy: null, estimate: 25, expectedMarks: -0.13 })],
      }),
    });
    panel();
    expect(await screen.findByText(/Not enough history yet/)).toBeInTheDocument();
    expect(screen.getByText(/In Reasoning: Number Series you have answered only 0 questions so far/)).toBeInTheDocument();
    expect(screen.getByText(/No answers yet · break-even 33%/)).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    await setLanguage('en');
    mockApi({ [`/exam-sets/${SET_ID}/advice`]: () => json({ error: { code: 'INTERNAL', message: '' } }, 500) });
    panel();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('StrategyCard', () => {
  it('groups the topics by what to do, per section', async () => {
    await setLanguage('en');
    mockApi({ [`/exam-sets/${SET_ID}/strategy`]: advice({ attemptId: null }) });
    card();
    expect(screen.getByRole('heading', { name: 'Your strategy for this test' })).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: 'Attempt' })).getByText('Reasoning: Coding-Decoding (90%)')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Only when sure' })).getByText('Reasoning: Number Series (38%)')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Skip unless you can eliminate two options' })).getByText('Reasoning: Syllogism (20%)'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 topic with too few answers to judge')).toBeInTheDocument();
    // Maths: a blind guess pays, so the rule is the whole advice.
    expect(
      screen.getByText(
        '+2 for a correct answer, −0.50 for a wrong one · break-even accuracy 20% · even a blind guess is worth +0.13: answer every question',
      ),
    ).toBeInTheDocument();
  });

  it('with no history', async () => {
    await setLanguage('hi');
    mockApi({ [`/exam-sets/${SET_ID}/strategy`]: advice({ attemptId: null, historyAnswers: 0, topics: [] }) });
    card();
    expect(await screen.findByText(/अभी पर्याप्त इतिहास नहीं है/)).toBeInTheDocument();
  });
});
