// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ExamGuidesPage } from './ExamGuidesPage.tsx';
import { renderRoutes, setLanguage } from '../test/render.tsx';

const show = (at = '/exam') => renderRoutes([{ path: '/exam', element: <ExamGuidesPage /> }], at);

// 24 MUI cards take a while to render in jsdom on a loaded machine.
describe('ExamGuidesPage', { timeout: 30_000 }, () => {
  beforeEach(() => setLanguage('en'));

  it('lists all 24 exams grouped by category, with the study tools', async () => {
    show();
    expect(await screen.findByRole('status')).toHaveTextContent('24 exams');
    // Plain DOM queries here: role queries over 24 cards are slow in jsdom.
    expect(document.querySelectorAll('article')).toHaveLength(24);
    const headings = [...document.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).toEqual([
      'SSC',
      'Railways',
      'Banking',
      'UPSC and state services',
      'Police and defence',
      'Teaching',
      'General practice',
      'Study tools',
    ]);
    const banking = document.querySelector('h2#exam-cat-banking')!.closest('section')!;
    expect(banking.querySelectorAll('article')).toHaveLength(7);
    const ibpsPo = within(screen.getByText('IBPS PO').closest('article')!);
    expect(ibpsPo.getByRole('link', { name: 'Details of IBPS PO' })).toHaveAttribute('href', '/exam/ibps-po');
    expect(ibpsPo.getByRole('link', { name: 'See tests for IBPS PO' })).toHaveAttribute('href', '/exams?code=IBPS_PO');
    const tools = within(document.querySelector('h2#study-tools-title')!.closest('section')!);
    expect(tools.getByRole('link', { name: /Study timer/ })).toHaveAttribute('href', '/study-timer');
    expect(tools.getByRole('link', { name: /Learning style/ })).toHaveAttribute('href', '/learning-style');
  });

  it('filters by the search, keeps it in the URL, and says when nothing matches', async () => {
    const { router } = show();
    const search = await screen.findByRole('searchbox', { name: 'Search exams' });
    fireEvent.change(search, { target: { value: 'Sub-Inspector' } });
    expect(screen.getByRole('status')).toHaveTextContent('2 exams');
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'SSC CGL',
      'UP Police Sub-Inspector',
    ]);
    expect(router.state.location.search).toBe('?q=Sub-Inspector');

    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByRole('heading', { name: 'No exam matches “zzz”' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getAllByRole('article')).toHaveLength(24);
  });

  it('reads the search from the URL and finds Hindi names', async () => {
    await setLanguage('hi');
    show('/exam?q=' + encodeURIComponent('बैंक'));
    expect(await screen.findByRole('status')).toHaveTextContent('7 परीक्षाएँ');
    expect(screen.getByRole('searchbox', { name: 'परीक्षा खोजें' })).toHaveValue('बैंक');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['बैंकिंग', 'पढ़ाई के साधन']);
  });
});
