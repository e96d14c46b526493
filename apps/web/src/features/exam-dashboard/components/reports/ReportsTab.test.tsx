// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QuestionReport } from '@pariksha/shared/schemas/question-reports';
import { ReportsTab } from './ReportsTab.tsx';
import { mockApi, renderAt, setLanguage, signInAs } from '../../test/render.tsx';

const report = (p: Partial<QuestionReport> = {}): QuestionReport => ({
  id: 'r1',
  questionId: 'q1',
  questionText: { hi: 'भारत की राजधानी क्या है?', en: 'What is the capital of India?' },
  setId: 's1',
  examId: 'e1',
  testTitle: { en: 'SSC CGL Mock · Set 1' },
  reason: 'wrongAnswer',
  details: 'Option B is the right one',
  status: 'open',
  reporter: { id: 'u1', name: 'Priya Sharma', username: 'priya' },
  createdAt: '2026-11-26T10:00:00.000Z',
  resolvedAt: null,
  resolvedByName: null,
  ...p,
});

describe('ReportsTab', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await setLanguage('en');
    signInAs({ role: 'admin', orgRole: 'owner' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists open reports with the question, the reason, who and when, and resolves one', async () => {
    let resolved = false;
    const { calls } = mockApi({
      '/question-reports': () => (resolved ? { data: [], total: 0, open: 0 } : { data: [report()], total: 1, open: 1 }),
      'PATCH /question-reports/r1': () => {
        resolved = true;
        return report({ status: 'resolved', resolvedAt: '2026-11-26T11:00:00.000Z', resolvedByName: 'Admin' });
      },
    });
    renderAt(<ReportsTab />);
    const item = await screen.findByRole('listitem', { name: 'Report: Wrong answer key' });
    expect(within(item).getByText('What is the capital of India?')).toBeInTheDocument();
    expect(within(item).getByText('Option B is the right one')).toBeInTheDocument();
    expect(within(item).getByText(/Priya Sharma \(@priya\)/)).toBeInTheDocument();
    expect(within(item).getByText('SSC CGL Mock · Set 1')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Edit the question' })).toHaveAttribute(
      'href',
      expect.stringContaining('/question-bank/q1'),
    );
    expect(screen.getByRole('button', { name: 'Open (1)' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(item).getByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ resolved: true });
  });

  it('shows resolved reports on their own tab, with who resolved them', async () => {
    const { calls } = mockApi({
      '/question-reports': ({ url }: { url: URL }) =>
        url.searchParams.get('status') === 'resolved'
          ? { data: [report({ status: 'resolved', resolvedAt: '2026-11-26T11:00:00.000Z', resolvedByName: 'Asha' })], total: 1, open: 0 }
          : { data: [], total: 0, open: 0 },
    });
    renderAt(<ReportsTab />);
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resolved' }));
    expect(await screen.findByText(/Resolved by Asha/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/question-reports')).toBe(true));
  });

  it('speaks Hindi', async () => {
    await setLanguage('hi');
    mockApi({ '/question-reports': { data: [report()], total: 1, open: 1 } });
    renderAt(<ReportsTab />);
    expect(await screen.findByRole('heading', { name: 'रिपोर्ट किए गए प्रश्न' })).toBeInTheDocument();
    expect(await screen.findByText('भारत की राजधानी क्या है?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हल किया गया चिह्नित करें' })).toBeInTheDocument();
  });
});
