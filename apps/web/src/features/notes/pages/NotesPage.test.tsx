// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calledUrls, currentLocation, json, mockApi, noteSummary, NOTE_ID, renderRoutes, setLanguage } from '../test/render.tsx';
import { NotesPage } from './NotesPage.tsx';

const list = (data = [noteSummary()], canWrite = false) => ({ data, total: data.length, page: 1, limit: 12, canWrite });
const renderNotes = (url = '/notes') => renderRoutes([{ path: '/notes', element: <NotesPage /> }], url);

describe('NotesPage', { timeout: 20_000 }, () => {
  beforeEach(() => setLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('lists the notes with links to read them and sends the URL filters', async () => {
    const api = mockApi({ '/notes': list() });
    renderNotes('/notes?subject=polity&topic=fundamental%20rights&q=rights');
    expect(await screen.findByRole('link', { name: /Fundamental Rights/ })).toHaveAttribute('href', `/notes/${NOTE_ID}`);
    expect(Object.fromEntries(calledUrls(api)[0]!.searchParams)).toMatchObject({
      subject: 'polity',
      topic: 'fundamental rights',
      search: 'rights',
      page: '1',
    });
    expect(screen.getByText('1 note')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New note' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'PDFs' })).toHaveAttribute('href', '/pdf-download');
  });

  it('shows the titles and text in Hindi, with the language tagged', async () => {
    await setLanguage('hi');
    mockApi({ '/notes': list() });
    renderNotes();
    const title = await screen.findByRole('heading', { name: 'मौलिक अधिकार' });
    expect(title).toHaveAttribute('lang', 'hi');
    expect(screen.getByText('संविधान के भाग III में')).toHaveAttribute('lang', 'hi');
    expect(screen.getByRole('option', { name: 'राजव्यवस्था' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'नोट्स' })).toBeInTheDocument();
  });

  it('gives staff the New note button, also in the empty state', async () => {
    mockApi({ '/notes': list([], true) });
    renderNotes();
    expect(await screen.findByRole('heading', { name: 'No notes yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New note' })[0]).toHaveAttribute('href', '/notes/new');
  });

  it('changes the subject through the URL and clears the filters when nothing matches', async () => {
    mockApi({ '/notes': (url: URL) => json(list(url.searchParams.has('subject') ? [] : [noteSummary()])) });
    renderNotes();
    await screen.findByRole('link', { name: /Fundamental Rights/ });
    fireEvent.change(screen.getByRole('combobox', { name: 'Subject' }), { target: { value: 'math' } });
    await waitFor(() => expect(currentLocation()).toBe('/notes?subject=math'));
    expect(await screen.findByRole('heading', { name: 'Nothing matches these filters' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentLocation()).toBe('/notes'));
  });

  it('shows a failed load with a retry', async () => {
    mockApi({ '/notes': () => json({ error: { code: 'INTERNAL', message: 'Something went wrong on our side' } }, 500) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderNotes();
    expect(await screen.findByText('Something went wrong on our side')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
