// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { NormalisedResult } from '@pariksha/shared/schemas/normalisation';
import { mockApi, renderRoutes, setLanguage } from '../test/render.tsx';
import { NormalisedPanel } from './NormalisedPanel.tsx';

const SET = 'set-2';
const base: NormalisedResult = {
  setId: SET,
  examId: 'exam-1',
  method: 'equipercentile',
  status: 'ready',
  availableAt: null,
  slotCount: 2,
  candidates: 4,
  raw: { score: '1.00', rank: 2, percentile: 75 },
  normalised: { score: '2.00', rank: 1, percentile: 100 },
};

const render = (body: NormalisedResult) => {
  mockApi({ [`/exam-sets/${SET}/normalised-result`]: body });
  return renderRoutes([{ path: '/', element: <NormalisedPanel setId={SET} attemptId="att-1" /> }], '/');
};

describe('NormalisedPanel', { timeout: 20_000 }, () => {
  beforeEach(() => setLanguage('en'));

  it('shows raw and normalised score, rank and percentile side by side', async () => {
    render(base);
    const region = await screen.findByRole('region', { name: 'Across all slots (normalised)' });
    expect(within(region).getByText(/Equipercentile method/)).toBeInTheDocument();
    const rows = within(region)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['FigureRawNormalised', 'Score1.002.00', 'Rank2 of 41 of 4', 'Percentile75100']);
  });

  it('says when the standing comes while the test is open', async () => {
    render({ ...base, status: 'pending', availableAt: '2030-01-01T10:00:00.000Z', raw: null, normalised: null, candidates: 0 });
    expect(await screen.findByRole('status')).toHaveTextContent(/will be available after the test closes at .*2030/);
  });

  it('explains a sitting that is not counted, and shows nothing without normalisation', async () => {
    const { unmount } = render({ ...base, status: 'notCounted', raw: null, normalised: null });
    expect(await screen.findByText(/each student counts once/)).toBeInTheDocument();
    unmount();
    render({ ...base, status: 'notApplicable', method: 'none', raw: null, normalised: null });
    await waitFor(() => expect(screen.queryByLabelText('Loading the normalised result')).toBeNull());
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('speaks Hindi', async () => {
    await setLanguage('hi');
    render(base);
    const region = await screen.findByRole('region', { name: 'सभी स्लॉट में (सामान्यीकृत)' });
    expect(within(region).getByRole('row', { name: /रैंक 4 में से 2 4 में से 1/ })).toBeInTheDocument();
  });
});
