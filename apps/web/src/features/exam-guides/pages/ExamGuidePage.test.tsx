// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ExamGuidePage } from './ExamGuidePage.tsx';
import { renderRoutes, setLanguage } from '../test/render.tsx';

const show = (at: string) => renderRoutes([{ path: '/exam/:examType', element: <ExamGuidePage /> }], at);

// MUI renders slowly in jsdom on a loaded machine.
describe('ExamGuidePage', { timeout: 20_000 }, () => {
  beforeEach(() => setLanguage('en'));

  it("shows the exam's card, its stages and the template's pattern, and links to its tests", async () => {
    show('/exam/ssc-cgl-tier-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'SSC CGL' })).toBeInTheDocument();
    expect(screen.getByText('Staff Selection Commission (SSC), Government of India')).toBeInTheDocument();

    const stages = within(screen.getByRole('region', { name: 'Stages' })).getAllByRole('listitem');
    expect(stages.map((s) => s.textContent)).toEqual([
      '1Tier 1 (computer-based test)',
      '2Tier 2 (computer-based test)',
      '3Skill test (for posts that need it)',
      '4Document verification',
    ]);

    const pattern = within(screen.getByRole('region', { name: 'Practice paper pattern' }));
    const group = pattern.getByRole('group', { name: 'Pattern of SSC CGL Tier 1' });
    for (const text of ['60 minutes', '100 questions', '4 sections', '200 marks', 'Pass at 40', '+2 per correct, −0.50 per wrong']) {
      expect(within(group).getByText(text)).toBeInTheDocument();
    }
    const rows = pattern.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(rows[0]!.textContent).toBe('General Intelligence and Reasoning1525+2 / −0.50');

    expect(screen.getByRole('link', { name: 'See tests' })).toHaveAttribute('href', '/exams?code=SSC_CGL_TIER_1');
  });

  it('accepts the exam code itself and shows a pattern without negative marking (CTET)', async () => {
    show('/exam/CTET');
    expect(await screen.findByRole('heading', { level: 1, name: 'CTET' })).toBeInTheDocument();
    expect(screen.getByText('+1 per correct, no negative marking')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(6);
  });

  it('shows a not-found state for an unknown exam', async () => {
    show('/exam/ssc-xyz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Exam not found' })).toBeInTheDocument();
    expect(screen.getByText(/“ssc-xyz”/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'All exams' })[0]).toHaveAttribute('href', '/exam');
  });

  it('is in Hindi when the language is Hindi', async () => {
    await setLanguage('hi');
    show('/exam/nda');
    expect(await screen.findByRole('heading', { level: 1, name: 'NDA और NA' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'अभ्यास प्रश्नपत्र का पैटर्न' })).toBeInTheDocument();
    expect(screen.getByText('सही पर +6, गलत पर −2')).toBeInTheDocument();
  });
});
