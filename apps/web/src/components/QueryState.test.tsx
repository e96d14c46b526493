// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import i18n from '../lib/i18n.ts';
import { ApiError } from '../lib/api.ts';
import { QueryState } from './QueryState.tsx';

type Query = Parameters<typeof QueryState<string>>[0]['query'];
const query = (q: Partial<Query>): Query =>
  ({ isPending: false, isError: false, error: null, data: undefined, refetch: vi.fn(), ...q }) as Query;
const show = (q: Query, errorFallback?: string) =>
  render(
    <QueryState query={q} loading={<p>skeleton</p>} errorFallback={errorFallback}>
      {(data) => <p>data: {data}</p>}
    </QueryState>,
  );

describe('QueryState', () => {
  beforeEach(() => i18n.changeLanguage('en'));
  afterEach(() => i18n.changeLanguage('hi'));

  it('shows the loading slot while the first load runs', () => {
    show(query({ isPending: true }));
    expect(screen.getByText('skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the fallback text and a retry button that refetches', () => {
    const q = query({ isError: true, error: new Error('network') });
    show(q, 'Could not load');
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(q.refetch).toHaveBeenCalledOnce();
  });

  it("prefers the server's message, and keeps data already loaded below the error", () => {
    const error = new ApiError(500, { error: { code: 'INTERNAL', message: 'Server is busy' } });
    show(query({ isError: true, error, data: 'old' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Server is busy');
    expect(screen.getByText('data: old')).toBeInTheDocument();
  });
});
