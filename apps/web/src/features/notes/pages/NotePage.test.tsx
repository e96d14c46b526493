// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { json, mockApi, noteDetail, NOTE_ID, renderRoutes, setLanguage } from '../test/render.tsx';
import { NotePage } from './NotePage.tsx';

const renderNote = () => renderRoutes([{ path: '/notes/:noteId', element: <NotePage /> }], `/notes/${NOTE_ID}`);

describe('NotePage', { timeout: 20_000 }, () => {
  beforeEach(() => setLanguage('hi'));
  afterEach(() => vi.unstubAllGlobals());

  it('renders the note in the page language and switches to the other', async () => {
    mockApi({ [`/notes/${NOTE_ID}`]: noteDetail() });
    const { container } = renderNote();
    expect(await screen.findByRole('heading', { level: 1, name: 'मौलिक अधिकार' })).toBeInTheDocument();
    const body = container.querySelector('.note-content')!;
    expect(body).toHaveAttribute('lang', 'hi');
    expect(screen.getByRole('heading', { level: 2, name: 'छह अधिकार' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'संपादित करें' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Six rights' })).toBeInTheDocument();
    expect(body).toHaveAttribute('lang', 'en');
  });

  it('shows a note written in one language only in that language', async () => {
    mockApi({
      [`/notes/${NOTE_ID}`]: noteDetail({ title: { en: 'Only English' }, languages: ['en'], body: { en: '<p>English body</p>' } }),
    });
    renderNote();
    expect(await screen.findByText('English body')).toBeInTheDocument();
    expect(screen.getByText('केवल English में')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'नोट की भाषा' })).not.toBeInTheDocument();
  });

  it('gives staff of the owning organisation edit and delete', async () => {
    await setLanguage('en');
    const api = mockApi({ [`/notes/${NOTE_ID}`]: noteDetail({ canEdit: true }), [`DELETE /notes/${NOTE_ID}`]: { ok: true } });
    renderNote();
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/notes/${NOTE_ID}/edit`);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this note?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('elsewhere', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('says when the note is not there (another organisation’s answers 404)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ [`/notes/${NOTE_ID}`]: () => json({ error: { code: 'NOT_FOUND', message: 'Note not found' } }, 404) });
    renderNote();
    expect(await screen.findByText('यह नोट मौजूद नहीं है या आपके लिए उपलब्ध नहीं है।')).toBeInTheDocument();
  });
});
