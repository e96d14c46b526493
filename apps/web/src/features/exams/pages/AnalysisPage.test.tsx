// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AttemptAnalysis, ReviewQuestion } from '@pariksha/shared/schemas/attempts';
import { calls, mockApi, renderRoutes, setLanguage } from '../test/render.tsx';
import { EXAM_ID, result, SET_ID } from '../test/fixtures.ts';
import { AnalysisPage } from './AnalysisPage.tsx';

const q = (n: number, sectionId: string, outcome: ReviewQuestion['outcome'], p: Partial<ReviewQuestion> = {}): ReviewQuestion => ({
  id: `q${n}`,
  sectionId,
  position: n,
  text: { hi: `प्रश्न पाठ ${n}`, en: `Question text ${n}` },
  options: ['a', 'b', 'c', 'd'].map((o) => ({ id: `q${n}${o}`, text: { en: `Option ${o}` } })),
  imageUrl: null,
  multipleCorrect: false,
  correctOptionIds: [`q${n}b`],
  explanation: { en: `Because ${n}` },
  subject: 'math',
  topic: 'number system',
  difficulty: 'easy',
  selectedOptionIds: outcome === 'correct' ? [`q${n}b`] : outcome === 'wrong' ? [`q${n}c`] : [],
  state: outcome === 'unattempted' ? 'notVisited' : 'answered',
  outcome,
  timeSpentMs: 65_000,
  ...p,
});

const analysis = (): AttemptAnalysis => ({
  result: result({
    sections: [
      { sectionId: 's1', name: { en: 'Maths' }, score: '1.50', maxScore: '4', correct: 1, wrong: 1, unattempted: 0 },
      { sectionId: 's2', name: { en: 'Reasoning' }, score: '2.00', maxScore: '4', correct: 1, wrong: 0, unattempted: 1 },
    ],
  }),
  answersHidden: false,
  keyReleasedAt: null,
  questions: [
    q(2, 's2', 'correct'),
    q(1, 's1', 'correct', { text: { en: 'Find the unit digit of $7^{35}$.' } }),
    q(2, 's1', 'wrong', { id: 'q2w' }),
    q(1, 's2', 'unattempted', { id: 'q1u', state: 'marked', selectedOptionIds: ['q1ua'] }),
  ],
  topics: [
    { subject: 'math', topic: 'number system', correct: 3, wrong: 1, unattempted: 0, accuracy: 75, strength: 'strong' },
    { subject: 'reasoning', topic: 'unknown topic', correct: 0, wrong: 2, unattempted: 0, accuracy: 0, strength: 'weak' },
  ],
  comparison: {
    you: {
      score: '157.50',
      correct: 82,
      wrong: 13,
      accuracy: 86.32,
      timeTakenMs: 3_127_000,
      sections: [{ sectionId: 's1', score: '1.50' }],
    },
    topper: {
      score: '190.00',
      correct: 96,
      wrong: 2,
      accuracy: 97.96,
      timeTakenMs: 2_900_000,
      sections: [{ sectionId: 's1', score: '4.00' }],
    },
    average: {
      score: '101.25',
      correct: 60,
      wrong: 20,
      accuracy: 75,
      timeTakenMs: 3_300_000,
      sections: [{ sectionId: 's1', score: '2.25' }],
    },
  },
});

const render = () =>
  renderRoutes([{ path: '/exams/:examId/:setId/analysis', element: <AnalysisPage /> }], `/exams/${EXAM_ID}/${SET_ID}/analysis`);

describe('AnalysisPage', { timeout: 20_000 }, () => {
  beforeEach(() => setLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('reviews every question in paper order with answers, explanation and maths', async () => {
    mockApi({ [`/exam-sets/${SET_ID}/analysis`]: analysis() });
    const { container } = render();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    expect(within(cards[0]!).getByText('Correct answer')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Your answer')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Because 2')).toBeInTheDocument();
    expect(within(cards[2]!).getByText(/left it only marked for review/)).toBeInTheDocument();
    expect(within(cards[3]!).queryByText('Your answer')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Maths · Number System')).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull(), { timeout: 10_000 });
  });

  it('links each question to its discussion once the key is out, back to this analysis', async () => {
    mockApi({ [`/exam-sets/${SET_ID}/analysis`]: analysis() });
    render();
    await screen.findAllByRole('article');
    const link = screen.getByRole('link', { name: 'Discuss question 1' });
    expect(link).toHaveTextContent('Discuss this question');
    expect(link.getAttribute('href')).toBe(
      `/exams/${EXAM_ID}/questions/q1/discussion?back=${encodeURIComponent(`/exams/${EXAM_ID}/${SET_ID}/analysis`)}`,
    );
  });

  it('filters by outcome and section', async () => {
    mockApi({ [`/exam-sets/${SET_ID}/analysis`]: analysis() });
    render();
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'Wrong (1)' }));
    expect(screen.getAllByRole('article').map((c) => c.getAttribute('aria-label'))).toEqual(['Q2']);
    fireEvent.click(screen.getByRole('button', { name: 'All (4)' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Filter by section' })).getByRole('button', { name: 'Reasoning (2)' }));
    expect(screen.getAllByRole('article').map((c) => c.getAttribute('aria-label'))).toEqual(['Q3', 'Q4']);
    expect(screen.getByRole('button', { name: 'Correct (1)' })).toBeInTheDocument();
    // Marked for review: Q3 was left marked (its choice not saved).
    fireEvent.click(screen.getByRole('button', { name: 'Marked for review (1)' }));
    expect(screen.getAllByRole('article').map((c) => c.getAttribute('aria-label'))).toEqual(['Q3']);
    expect(within(screen.getByRole('group', { name: 'Filter by section' })).getByRole('button', { name: 'Maths (0)' })).toBeInTheDocument();
  });

  it('jumps to a question by its number, clearing a filter that hides it', async () => {
    mockApi({ [`/exam-sets/${SET_ID}/analysis`]: analysis() });
    render();
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'Wrong (1)' }));
    const jump = screen.getByRole('navigation', { name: 'Question numbers' });
    fireEvent.click(within(jump).getByRole('button', { name: 'Question 3, Unattempted, Marked for review' }));
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-label', 'Q3'));
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'All (4)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches the question text between Hindi and English without changing the interface', async () => {
    mockApi({ [`/exam-sets/${SET_ID}/analysis`]: analysis() });
    render();
    await screen.findAllByRole('article');
    expect(screen.getAllByText('Question text 2')).toHaveLength(2);
    fireEvent.click(within(screen.getByRole('group', { name: 'Question language' })).getByRole('button', { name: 'Hindi' }));
    expect(screen.getAllByText('प्रश्न पाठ 2')).toHaveLength(2);
    expect(screen.queryByText('Question text 2')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Solutions' })).toBeInTheDocument();
  });

  it('reports a question with a reason, and shows the server’s answer to a second report', async () => {
    let body: unknown;
    const fetchMock = mockApi({
      [`/exam-sets/${SET_ID}/analysis`]: analysis(),
      'POST /questions/q2w/reports': (_url: URL, init?: RequestInit) => {
        body = JSON.parse(String(init?.body));
        return new Response(JSON.stringify({ id: 'r1' }), { status: 201, headers: { 'content-type': 'application/json' } });
      },
      'POST /questions/q1/reports': () =>
        new Response(
          JSON.stringify({ error: { code: 'CONFLICT', message: 'You have already reported this question. Its staff will look into it.' } }),
          { status: 409, headers: { 'content-type': 'application/json' } },
        ),
    });
    render();
    const cards = await screen.findAllByRole('article');
    fireEvent.click(within(cards[1]!).getByRole('button', { name: 'Report question 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report question 2' });
    // "Something else" needs words.
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Describe what is wrong', { selector: 'p' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'The answer key is wrong' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), { target: { value: 'B is right' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you! Your report has reached the staff.')).toBeInTheDocument();
    expect(body).toEqual({ setId: SET_ID, reason: 'wrongAnswer', details: 'B is right' });
    expect(within(cards[1]!).getByRole('button', { name: 'Question 2 reported' })).toBeDisabled();

    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Report question 1' }));
    const second = await screen.findByRole('dialog', { name: 'Report question 1' });
    fireEvent.click(within(second).getByRole('radio', { name: 'Translation error' }));
    fireEvent.click(within(second).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('You have already reported this question. Its staff will look into it.')).toBeInTheDocument();
    expect(calls(fetchMock).filter((c) => c.startsWith('POST'))).toEqual(['POST /questions/q2w/reports', 'POST /questions/q1/reports']);
  });

  it('names the topics left unattempted as weak: never "No weak topics" for a mostly blank paper', async () => {
    const a = analysis();
    mockApi({
      [`/exam-sets/${SET_ID}/analysis`]: {
        ...a,
        topics: [
          { subject: 'math', topic: 'number system', correct: 2, wrong: 1, unattempted: 20, accuracy: 66.67, strength: 'weak' },
          { subject: 'reasoning', topic: 'unknown topic', correct: 0, wrong: 0, unattempted: 25, accuracy: 0, strength: 'weak' },
        ],
      },
    });
    render();
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByRole('tab', { name: 'Topics' }));
    const weak = screen.getByRole('region', { name: 'Weak topics' });
    expect(within(weak).getByText('Number System')).toBeInTheDocument();
    expect(within(weak).getByText('unknown topic')).toBeInTheDocument();
    expect(screen.queryByText('No weak topics. Well done!')).toBeNull();
  });

  it('shows strong and weak topics and the comparison with the topper and the average', async () => {
    mockApi({ [`/exam-sets/${SET_ID}/analysis`]: analysis() });
    render();
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByRole('tab', { name: 'Topics' }));
    expect(within(screen.getByRole('region', { name: 'Strong topics' })).getByText('Number System')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Weak topics' })).getByText('unknown topic')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Compare' }));
    const table = screen.getByRole('table', { name: 'Comparison with the topper and the average' });
    const scoreRow = within(table).getByRole('row', { name: /^Score/ });
    expect(
      within(scoreRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['157.50', '190.00', '101.25']);
    expect(
      within(within(table).getByRole('row', { name: /^Reasoning/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['—', '—', '—']);
    expect(screen.getByRole('meter', { name: 'Topper: 190.00' })).toHaveAttribute('aria-valuenow', '95');
  });

  /** What the server answers for a live test before it closes: no key, no explanations, no outcomes. */
  const withheld = (): AttemptAnalysis => {
    const a = analysis();
    return {
      ...a,
      answersHidden: true,
      keyReleasedAt: '2026-03-15T12:30:00.000Z',
      questions: a.questions.map((x) => ({ ...x, correctOptionIds: null, explanation: null, outcome: null })),
      topics: [],
      comparison: { ...a.comparison, topper: null, average: null },
    };
  };

  it('says when a live test releases its key instead of showing answers, and shows only the student’s choices', async () => {
    mockApi({ [`/exam-sets/${SET_ID}/analysis`]: withheld() });
    render();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(screen.getByText('Answer key not released yet')).toBeInTheDocument();
    expect(screen.getByText(/The answer key is released when the live test ends at .*15 Mar 2026/)).toBeInTheDocument();
    expect(screen.queryByText('Correct answer')).toBeNull();
    expect(screen.queryByText(/Because/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Wrong/ })).toBeNull();
    expect(within(cards[1]!).getByText('Your answer')).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('button', { name: /bookmark/i })).toBeNull();
    expect(within(cards[2]!).getByText(/left it only marked/)).toBeInTheDocument();
    // No discussion while the window is open (it would share answers).
    expect(screen.queryByRole('link', { name: /^Discuss/ })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Topics' }));
    expect(screen.getByText('Topic strengths appear with the answer key, when the live test ends.')).toBeInTheDocument();
  });

  it('gives the release message in Hindi', async () => {
    await setLanguage('hi');
    mockApi({ [`/exam-sets/${SET_ID}/analysis`]: withheld() });
    render();
    await screen.findAllByRole('article');
    expect(screen.getByText('उत्तर कुंजी अभी जारी नहीं हुई')).toBeInTheDocument();
    expect(screen.getByText(/उत्तर कुंजी लाइव टेस्ट .* पर समाप्त होने पर जारी होगी/)).toBeInTheDocument();
  });
});
