// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calledUrls, currentLocation, json, mockApi, renderRoutes, setLanguage } from '../test/render.tsx';
import { EXAM_ID, summary } from '../test/fixtures.ts';
import { ExamListPage } from './ExamListPage.tsx';

const page = (data = [summary()], total = data.length) => ({ data, page: 1, limit: 12, total });
const renderList = (url: string) => renderRoutes([{ path: '/exams', element: <ExamListPage /> }], url);

describe('ExamListPage', { timeout: 20_000 }, () => {
  beforeEach(() => setLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('sends the URL filters to the API and shows the series with the progress', async () => {
    const api = mockApi({ '/exams': page([summary()], 30) });
    renderList('/exams?kind=mock&code=SSC_CGL_TIER_1&page=2');
    expect(await screen.findByRole('link', { name: 'SSC CGL Tier 1 Mock' })).toHaveAttribute('href', `/exams/${EXAM_ID}/en`);
    const url = calledUrls(api)[0]!;
    expect(url.pathname).toBe('/api/exams');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ kind: 'mock', code: 'SSC_CGL_TIER_1', page: '2', limit: '12' });
    expect(url.searchParams.has('language')).toBe(false);
    expect(screen.getByRole('meter', { name: '1 of 4 sets attempted' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('30 test series')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  });

  it('puts a chosen filter in the URL and starts again from page 1', async () => {
    const api = mockApi({ '/exams': page() });
    renderList('/exams?kind=mock&page=3');
    await screen.findByRole('link', { name: 'SSC CGL Tier 1 Mock' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Language' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'हिंदी' }));
    await waitFor(() => expect(currentLocation()).toBe('/exams?kind=mock&language=hi'));
    await waitFor(() => expect(calledUrls(api).at(-1)!.searchParams.get('language')).toBe('hi'));
    expect(calledUrls(api).at(-1)!.searchParams.get('page')).toBe('1');
  });

  it("lists the exam filter's options by their titles and shows the chosen one's title", async () => {
    mockApi({ '/exams': page() });
    renderList('/exams?code=SSC_CGL_TIER_1');
    await screen.findByRole('link', { name: 'SSC CGL Tier 1 Mock' });
    const field = screen.getByRole('combobox', { name: 'Exam' });
    expect(field).toHaveTextContent('SSC CGL Tier 1');
    fireEvent.mouseDown(field);
    const titles = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .slice(1)
      .map((o) => o.textContent!);
    expect(titles.length).toBeGreaterThan(3);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('searches after a pause, by the API parameter name', async () => {
    const api = mockApi({ '/exams': page() });
    renderList('/exams');
    await screen.findByRole('link', { name: 'SSC CGL Tier 1 Mock' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search test series' }), { target: { value: ' railway ' } });
    await waitFor(() => expect(currentLocation()).toBe('/exams?search=railway'));
    await waitFor(() => expect(calledUrls(api).at(-1)!.searchParams.get('search')).toBe('railway'));
  });

  it('says when nothing matches and clears the filters', async () => {
    mockApi({ '/exams': (url: URL) => json(page(url.searchParams.has('access') ? [] : [summary()])) });
    renderList('/exams?access=paid');
    expect(await screen.findByRole('heading', { name: 'No test series match these filters' })).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(currentLocation()).toBe('/exams'));
    expect(await screen.findByRole('link', { name: 'SSC CGL Tier 1 Mock' })).toBeInTheDocument();
  });

  it('shows the empty catalogue and a failed load with a retry', async () => {
    mockApi({ '/exams': page([]) });
    renderList('/exams');
    expect(await screen.findByRole('heading', { name: 'No test series yet' })).toBeInTheDocument();
    vi.unstubAllGlobals();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ '/exams': () => json({ error: { code: 'INTERNAL', message: 'Server is busy' } }, 500) });
    renderList('/exams?kind=live');
    expect(await screen.findByText('Server is busy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows what a paper holds on each card: questions, duration, marks and negative marking', async () => {
    const paper = { questionCount: 100, durationMinutes: 60, totalMarks: '200.00', markWrong: '0.50' };
    mockApi({
      '/exams': page([summary({ paper }), summary({ id: 'free', title: { en: 'Free quiz' }, paper: { ...paper, markWrong: '0' } })]),
    });
    renderList('/exams');
    // The first card comes with the list, the second in the commit after it (CardGrid's `first`).
    await waitFor(() => expect(screen.getAllByRole('list', { name: 'Each paper' })).toHaveLength(2));
    const facts = screen.getAllByRole('list', { name: 'Each paper' });
    expect(
      within(facts[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['100 questions', '60 min', '200 marks', '−0.5 per wrong answer']);
    expect(within(facts[1]!).getByText('No negative marking')).toBeInTheDocument();
  });

  it('shows the paper facts in Hindi', async () => {
    setLanguage('hi');
    mockApi({ '/exams': page([summary({ paper: { questionCount: 25, durationMinutes: 20, totalMarks: '50', markWrong: '0' } })]) });
    renderList('/exams');
    const facts = await screen.findByRole('list', { name: 'हर पेपर' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['25 प्रश्न', '20 मिनट', '50 अंक', 'कोई नकारात्मक अंकन नहीं']);
  });

  it('leaves the facts out for a series without a paper yet', async () => {
    mockApi({ '/exams': page([summary({ paper: null })]) });
    renderList('/exams');
    await screen.findByRole('link', { name: 'SSC CGL Tier 1 Mock' });
    expect(screen.queryByRole('list', { name: 'Each paper' })).not.toBeInTheDocument();
  });
});
