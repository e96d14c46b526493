// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '../../../lib/session.ts';
import { fakeToken } from '../../../test/fake-token.ts';
import {
  ADMIN_ID,
  GROUP_ID,
  PRIYA_ID,
  RAVI_ID,
  calls,
  candidate,
  groupDetail,
  groupSummary,
  json,
  mockApi,
  renderRoutes,
  setLanguage,
} from '../test/render.tsx';
import { GroupManagementPage } from './GroupManagementPage.tsx';

const renderPage = () => renderRoutes([{ path: '/group-management', element: <GroupManagementPage /> }], '/group-management');
const asStudent = () => useSession.setState({ token: fakeToken({ sub: PRIYA_ID }) });
const asAdmin = () => useSession.setState({ token: fakeToken({ sub: ADMIN_ID, role: 'admin', orgRole: 'owner' }) });
const bodyOf = (api: ReturnType<typeof mockApi>, key: string) => {
  const call = api.mock.calls.find(
    ([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

const OTHER_ID = '22222222-2222-4222-8222-222222222222';
const recent = new Date(Date.now() - 5 * 60_000).toISOString();

describe('GroupManagementPage', { timeout: 30_000 }, () => {
  beforeEach(() => setLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.setState({ token: null });
  });

  it("shows a student their groups in the server's order, with unread counts, the last message and the way to the chat", async () => {
    asStudent();
    mockApi({
      '/groups': {
        data: [
          groupSummary({
            unreadCount: 3,
            lastMessage: {
              id: 'm1',
              senderId: ADMIN_ID,
              senderName: 'Rajesh Verma',
              text: 'कल की कक्षा रद्द है',
              deleted: false,
              hasAttachment: false,
              createdAt: recent,
            },
          }),
          groupSummary({ id: OTHER_ID, name: 'Doubts', isBatch: false, unreadCount: 0, lastMessage: null }),
        ],
      },
    });
    renderPage();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['SSC CGL Morning Batch', 'Doubts']);
    const first = within(cards[0]!);
    expect(first.getByLabelText('3 unread messages')).toHaveTextContent('3');
    expect(first.getByText('कल की कक्षा रद्द है')).toBeInTheDocument();
    expect(first.getByText('Rajesh Verma:')).toBeInTheDocument();
    expect(first.getByText('5 minutes ago')).toBeInTheDocument();
    expect(first.getByText('Batch')).toBeInTheDocument();
    expect(first.getByText('3 members')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Open the chat of SSC CGL Morning Batch' })).toHaveAttribute('href', `/group-chat/${GROUP_ID}`);
    expect(within(cards[1]!).getByText('No messages yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Manage/ })).not.toBeInTheDocument();
    expect(screen.getByText('Your batches and groups, the newest messages first.')).toBeInTheDocument();
  });

  it('hides deleted text, caps the unread badge and lists archived groups apart', async () => {
    asStudent();
    mockApi({
      '/groups': {
        data: [
          groupSummary({
            unreadCount: 250,
            lastMessage: {
              id: 'm',
              senderId: RAVI_ID,
              senderName: 'Ravi Yadav',
              text: null,
              deleted: true,
              hasAttachment: false,
              createdAt: recent,
            },
          }),
          groupSummary({ id: OTHER_ID, name: 'Old batch', archived: true }),
        ],
      },
    });
    renderPage();
    expect(await screen.findByLabelText('99+ unread messages')).toHaveTextContent('99+');
    expect(screen.getByText('This message was deleted')).toBeInTheDocument();
    const archived = screen.getByRole('region', { name: 'Archived groups' });
    expect(within(archived).getByRole('article', { name: 'Old batch' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Active groups' })).getAllByRole('article')).toHaveLength(1);
  });

  it('shows the page in Hindi', async () => {
    await setLanguage('hi');
    asStudent();
    mockApi({ '/groups': { data: [groupSummary({ unreadCount: 2 })] } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'समूह' })).toBeInTheDocument();
    expect(await screen.findByLabelText('2 अपठित संदेश')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SSC CGL Morning Batch की चैट खोलें' })).toBeInTheDocument();
  });

  it('tells a student with no group what will happen, and staff how to start', async () => {
    asStudent();
    mockApi({ '/groups': { data: [] } });
    const { unmount } = renderPage();
    expect(await screen.findByRole('heading', { name: 'You are not in any group yet' })).toBeInTheDocument();
    unmount();
    asAdmin();
    mockApi({ '/groups': { data: [] } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No groups yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New group' })).toHaveLength(2);
  });

  it('shows a failed load with a retry', async () => {
    asStudent();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    mockApi({
      '/groups': () =>
        fail ? json({ error: { code: 'INTERNAL', message: 'Something went wrong on our side' } }, 500) : json({ data: [groupSummary()] }),
    });
    renderPage();
    expect(await screen.findByText('Something went wrong on our side')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'SSC CGL Morning Batch' })).toBeInTheDocument();
  });

  it('lets staff create a batch group with members found by search', async () => {
    asAdmin();
    const api = mockApi({
      '/groups': { data: [] },
      '/groups/member-candidates': (url: URL) =>
        json({
          data:
            (url.searchParams.get('search') ?? '') === 'r'
              ? [candidate(RAVI_ID, 'Ravi Yadav'), candidate(PRIYA_ID, 'Priya Singh', { username: 'priya.r' })]
              : [],
          total: 2,
          page: 1,
          limit: 20,
        }),
      'POST /groups': () => json(groupDetail(), 201),
    });
    renderPage();
    fireEvent.click((await screen.findAllByRole('button', { name: 'New group' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Group name/ }), { target: { value: 'SSC CGL Morning Batch' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'This group is a batch' }));
    const picker = within(dialog).getByRole('combobox', { name: 'Members' });
    fireEvent.change(picker, { target: { value: 'r' } });
    fireEvent.click(await screen.findByRole('option', { name: /Ravi Yadav/ }));
    fireEvent.click(await screen.findByRole('option', { name: /Priya Singh/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New group' })).not.toBeInTheDocument());
    expect(bodyOf(api, 'POST /api/groups')).toEqual({
      name: 'SSC CGL Morning Batch',
      isBatch: true,
      announcementsOnly: false,
      memberIds: [RAVI_ID, PRIYA_ID],
    });
  });

  it("keeps the server's refusal in the create dialog", async () => {
    asAdmin();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      '/groups': { data: [] },
      'POST /groups': () =>
        json(
          { error: { code: 'VALIDATION_FAILED', message: 'Some of the chosen people are not active members of your organisation' } },
          400,
        ),
    });
    renderPage();
    fireEvent.click((await screen.findAllByRole('button', { name: 'New group' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Group name/ }), { target: { value: 'Batch' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByText('Some of the chosen people are not active members of your organisation')).toBeInTheDocument();
  });

  it('lets staff rename a group, make a co-moderator, remove a member and archive it', async () => {
    asAdmin();
    let detail = groupDetail();
    const api = mockApi({
      '/groups': { data: [groupSummary({ myRole: 'moderator', canManage: true })] },
      [`/groups/${GROUP_ID}`]: () => json(detail),
      [`PATCH /groups/${GROUP_ID}`]: () => json((detail = { ...detail, name: 'Evening Batch' })),
      [`PATCH /groups/${GROUP_ID}/members/${PRIYA_ID}`]: () =>
        json((detail = { ...detail, members: detail.members.map((m) => (m.id === PRIYA_ID ? { ...m, role: 'moderator' as const } : m)) })),
      [`DELETE /groups/${GROUP_ID}/members/${RAVI_ID}`]: () => {
        detail = { ...detail, memberCount: 2, members: detail.members.filter((m) => m.id !== RAVI_ID) };
        return json({ ok: true });
      },
      [`DELETE /groups/${GROUP_ID}`]: () =>
        json((detail = { ...detail, archived: true, archivedAt: recent, canArchive: false, canPost: false })),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Manage SSC CGL Morning Batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'SSC CGL Morning Batch' });
    const name = await within(dialog).findByRole('textbox', { name: /Group name/ });

    fireEvent.change(name, { target: { value: 'Evening Batch' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(bodyOf(api, `PATCH /api/groups/${GROUP_ID}`)).toMatchObject({ name: 'Evening Batch', isBatch: true }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Make Priya Singh a co-moderator' }));
    expect(await within(dialog).findByRole('button', { name: 'Remove Priya Singh as moderator' })).toBeInTheDocument();
    expect(bodyOf(api, `PATCH /api/groups/${GROUP_ID}/members/${PRIYA_ID}`)).toEqual({ role: 'moderator' });
    // No buttons against oneself.
    expect(within(dialog).queryByRole('button', { name: 'Remove Rajesh Verma from the group' })).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Ravi Yadav from the group' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Ravi Yadav?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(dialog).queryByText('Ravi Yadav')).not.toBeInTheDocument());

    fireEvent.click(await within(dialog).findByRole('button', { name: 'Archive group' }));
    const archive = await screen.findByRole('dialog', { name: 'Archive this group?' });
    fireEvent.click(within(archive).getByRole('button', { name: 'Archive group' }));
    expect(await within(dialog).findByText(/This group is archived/)).toBeInTheDocument();
    // The confirmation's closing transition hides the dialog beneath it for a moment.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Group name/ })).toBeDisabled());
    expect(within(dialog).queryByRole('button', { name: 'Archive group' })).not.toBeInTheDocument();
    expect(calls(api)).toContain(`DELETE /groups/${GROUP_ID}`);
  });

  it('lets a student moderator manage plain members but not other moderators or the batch flag', async () => {
    asStudent();
    mockApi({
      '/groups': { data: [groupSummary({ myRole: 'moderator', canManage: true })] },
      [`/groups/${GROUP_ID}`]: groupDetail({
        canArchive: false,
        members: groupDetail().members.map((m) => (m.id === PRIYA_ID ? { ...m, role: 'moderator' as const } : m)),
      }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Manage SSC CGL Morning Batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'SSC CGL Morning Batch' });
    expect(await within(dialog).findByRole('button', { name: 'Remove Ravi Yadav from the group' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Remove Rajesh Verma from the group' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'This group is a batch' })).toBeDisabled();
    expect(within(dialog).getByText('Only admins and teachers change this.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Archive group' })).not.toBeInTheDocument();
  });
});
