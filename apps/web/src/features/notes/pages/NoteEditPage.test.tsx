// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useSession } from '../../../lib/session.ts';
import { fakeToken } from '../../../test/fake-token.ts';
import { mockApi, noteDetail, NOTE_ID, renderRoutes, setLanguage } from '../test/render.tsx';
import { NoteEditPage } from './NoteEditPage.tsx';

const routes = [
  { path: '/notes/new', element: <NoteEditPage /> },
  { path: '/notes/:noteId/edit', element: <NoteEditPage /> },
];

describe('NoteEditPage', { timeout: 30_000 }, () => {
  beforeEach(() => setLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.setState({ token: null });
  });

  it('tells a student that writing notes is for staff, without loading the editor', async () => {
    useSession.setState({ token: fakeToken({ role: 'user', orgRole: 'student' }) });
    renderRoutes(routes, '/notes/new');
    expect(await screen.findByText('Only admins and teachers can write notes.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title in Hindi' })).not.toBeInTheDocument();
  });

  it('checks the form with the shared schema before sending anything', async () => {
    useSession.setState({ token: fakeToken({ role: 'admin', orgRole: 'owner' }) });
    const api = mockApi({});
    renderRoutes(routes, '/notes/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Publish note' }));
    expect(await screen.findByText('Enter a title in Hindi or English')).toBeInTheDocument();
    expect(screen.getByText('Choose a subject from the list')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('refuses to edit another organisation’s (the platform’s) note', async () => {
    useSession.setState({ token: fakeToken({ role: 'admin', orgRole: 'owner' }) });
    mockApi({ [`/notes/${NOTE_ID}`]: noteDetail({ canEdit: false, isPlatform: true }) });
    renderRoutes(routes, `/notes/${NOTE_ID}/edit`);
    await waitFor(() =>
      expect(screen.getByText('This note belongs to another organisation and cannot be edited here.')).toBeInTheDocument(),
    );
  });
});
