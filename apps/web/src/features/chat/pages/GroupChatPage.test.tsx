// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { GroupDetail, GroupMessage } from '@pariksha/shared/schemas/groups';
import { useSession } from '../../../lib/session.ts';
import { deleteLocalDatabases } from '../../../lib/local-databases.ts';
import { fakeToken } from '../../../test/fake-token.ts';
import { json, mockApi, renderRoutes, setLanguage } from '../../../test/render.tsx';
import { useChat } from '../context/chat-context.ts';
import { closeOutboxDb } from '../lib/outbox-store.ts';
import { FakeSocket } from '../test/fake-socket.ts';
import { GROUP_ID, ME, PRIYA, RAVI, groupDetail, message, messageId } from '../test/messages.ts';
import { GroupChatPage } from './GroupChatPage.tsx';

const fake = vi.hoisted(() => ({ socket: null as unknown as { lease: () => unknown } | null }));
vi.mock('../../../lib/socket.ts', () => ({ acquireSocket: () => fake.socket?.lease() ?? null }));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

let socket: FakeSocket;

/** The server's history, newest first as the API answers; `before` pages back. */
function serve(detail: GroupDetail, history: GroupMessage[], pageSize = 50) {
  return mockApi({
    [`/groups/${GROUP_ID}`]: detail,
    [`/groups/${GROUP_ID}/messages`]: (url: URL) => {
      const newestFirst = [...history].reverse();
      const before = url.searchParams.get('before');
      const limit = Number(url.searchParams.get('limit') ?? pageSize);
      const from = before ? newestFirst.findIndex((m) => m.id === before) + 1 : 0;
      const data = newestFirst.slice(from, from + limit);
      return json({ data, hasMore: from + limit < newestFirst.length });
    },
  });
}

function answerLikeTheServer() {
  socket.server.joinGroup = (p) => ({ ok: true, groupId: p.groupId });
  socket.server.leaveGroup = (p) => ({ ok: true, groupId: p.groupId });
  socket.server.markAsRead = (p) => ({ ok: true, lastReadMessageId: p.messageId });
  socket.server.typingStart = () => ({ ok: true });
  socket.server.typingStop = () => ({ ok: true });
  let n = 100;
  socket.server.sendMessage = (p) => ({
    ok: true,
    duplicate: false,
    message: message(++n, { sender: ME, text: p.text as string, clientId: p.clientId as string, createdAt: new Date().toISOString() }),
  });
}

const renderChat = () => renderRoutes([{ path: '/group-chat/:groupId', element: <GroupChatPage /> }], `/group-chat/${GROUP_ID}`);
const log = () => screen.getByRole('log', { name: 'Messages' });
const composer = () => screen.getByRole('textbox', { name: 'Message' });
// The message itself comes before any quote of it.
const bubble = (text: string) => screen.getAllByText(text)[0]!.closest('article') as HTMLElement;

beforeEach(async () => {
  socket = new FakeSocket();
  fake.socket = socket;
  answerLikeTheServer();
  useSession.setState({ token: fakeToken({ sub: ME.id, name: ME.name }), userName: ME.name });
  await setLanguage('en', ['chat']);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await closeOutboxDb();
  await deleteLocalDatabases();
});

describe('GroupChatPage', () => {
  it('shows the group, the messages by day with sender, time, edits, quotes, reactions and "seen by", and the connection', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const history = [
      message(1, { text: 'कल की कक्षा 7 बजे 🙏', createdAt: yesterday }),
      message(2, {
        sender: ME,
        text: 'ठीक है',
        edited: true,
        editedAt: new Date().toISOString(),
        createdAt: new Date(Date.now() - 60_000).toISOString(),
      }),
      message(3, {
        sender: RAVI,
        text: 'Notes: https://example.com/notes <b>bold</b>',
        replyTo: { id: messageId(2), senderId: ME.id, senderName: ME.name, text: 'ठीक है', deleted: false },
        reactions: [{ emoji: '👍', count: 2, reactedByMe: true }],
        createdAt: new Date(Date.now() - 30_000).toISOString(),
      }),
      message(4, { sender: ME, text: 'Thanks', seenCount: 2, createdAt: new Date().toISOString() }),
    ];
    serve(groupDetail({ memberCount: 12 }), history);
    renderChat();
    expect(await screen.findByRole('heading', { level: 1, name: 'SSC CGL सुबह बैच' })).toBeInTheDocument();
    expect(screen.getByText('12 members')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Connection: Connecting…' })).toBeInTheDocument();
    act(() => socket.open());
    expect(await screen.findByRole('status', { name: 'Connection: Connected' })).toBeInTheDocument();
    await waitFor(() => expect(socket.sent('joinGroup')).toEqual([{ groupId: GROUP_ID }]));

    expect(await within(log()).findByRole('heading', { name: 'Yesterday' })).toBeInTheDocument();
    expect(within(log()).getByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(bubble('कल की कक्षा 7 बजे 🙏')).toHaveTextContent(PRIYA.name);
    expect(bubble('ठीक है')).toHaveTextContent('edited');
    // A link opens safely in a new tab; markup is shown as typed, never run.
    const link = within(bubble('https://example.com/notes')).getByRole('link', { name: 'https://example.com/notes' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(bubble('https://example.com/notes')).toHaveTextContent('<b>bold</b>');
    expect(bubble('https://example.com/notes').querySelector('b')).toBeNull();
    const ravi = bubble('https://example.com/notes');
    expect(within(ravi).getByRole('button', { name: `Go to the message ${ME.name} wrote` })).toBeInTheDocument();
    expect(within(ravi).getByRole('button', { name: /👍: 2 reactions, yours among them/ })).toHaveAttribute('aria-pressed', 'true');
    expect(bubble('Thanks')).toHaveTextContent('Seen by 2');
    expect(within(bubble('Thanks')).getByRole('img', { name: 'Seen' })).toBeInTheDocument();
    // At the bottom of a visible page the newest message is read.
    await waitFor(() => expect(socket.sent('markAsRead')).toEqual([{ groupId: GROUP_ID, messageId: messageId(4) }]));
  });

  it('says hello when there are no messages, and reads the first one that arrives', async () => {
    serve(groupDetail(), []);
    renderChat();
    act(() => socket.open());
    expect(await screen.findByRole('heading', { name: 'No messages yet — say hello' })).toBeInTheDocument();
    await waitFor(() => expect(socket.sent('joinGroup')).toHaveLength(1));
    act(() => socket.push('newMessage', message(1, { text: 'पहला संदेश' })));
    expect(await screen.findByText('पहला संदेश')).toBeInTheDocument();
    await waitFor(() => expect(socket.sent('markAsRead')).toEqual([{ groupId: GROUP_ID, messageId: messageId(1) }]));
  });

  it('keeps what is sent while disconnected in the outbox, with a clock, and sends it once connected, under the same clientId', async () => {
    serve(groupDetail(), [message(1)]);
    renderChat();
    await screen.findByText('Message 1');
    fireEvent.change(composer(), { target: { value: 'ऑफ़लाइन में लिखा 👋' } });
    fireEvent.keyDown(composer(), { key: 'Enter' });
    const pending = await screen.findByText('ऑफ़लाइन में लिखा 👋');
    expect(within(pending.closest('article')!).getByRole('img', { name: 'Waiting to send' })).toBeInTheDocument();
    expect(composer()).toHaveValue('');
    // Nothing goes out while disconnected (spec 7).
    expect(socket.emitted).toEqual([]);

    act(() => socket.open());
    await waitFor(() => expect(socket.sent('sendMessage')).toHaveLength(1));
    const [sent] = socket.sent('sendMessage');
    expect(sent).toMatchObject({ groupId: GROUP_ID, text: 'ऑफ़लाइन में लिखा 👋' });
    expect(String(sent!.clientId)).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(within(bubble('ऑफ़लाइन में लिखा 👋')).getByRole('img', { name: 'Sent' })).toBeInTheDocument());
    expect(screen.getAllByText('ऑफ़लाइन में लिखा 👋')).toHaveLength(1);
  });

  it('shows a failed message with a retry that sends it again with the same clientId; Shift+Enter is a new line', async () => {
    serve(groupDetail(), []);
    let refuse = true;
    const send = socket.server.sendMessage!;
    socket.server.sendMessage = (p) =>
      refuse ? { ok: false, error: { code: 'RATE_LIMITED', message: 'Too many messages. Please slow down.' } } : send(p);
    renderChat();
    act(() => socket.open());
    await screen.findByRole('heading', { name: 'No messages yet — say hello' });
    fireEvent.change(composer(), { target: { value: 'line one' } });
    fireEvent.keyDown(composer(), { key: 'Enter', shiftKey: true });
    expect(socket.sent('sendMessage')).toHaveLength(0);
    fireEvent.change(composer(), { target: { value: 'line one\nline two' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not sent: Too many messages. Please slow down.');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(socket.sent('sendMessage')).toHaveLength(2));
    const [first, second] = socket.sent('sendMessage');
    expect(second!.clientId).toBe(first!.clientId);
    expect(second!.text).toBe('line one\nline two');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('follows live events: new messages, typing, edits, deletes, reactions and read receipts', async () => {
    serve(groupDetail(), [message(1), message(2, { sender: ME, text: 'मेरा संदेश' })]);
    renderChat();
    act(() => socket.open());
    await screen.findByText('मेरा संदेश');

    act(() => socket.push('typing', { groupId: GROUP_ID, userId: PRIYA.id, name: 'Priya', typing: true }));
    expect(screen.getByText('Priya is typing…')).toBeInTheDocument();
    act(() => socket.push('typing', { groupId: GROUP_ID, userId: RAVI.id, name: 'Ravi', typing: true }));
    expect(screen.getByText('Priya and Ravi are typing…')).toBeInTheDocument();
    // Another group's events are not this page's.
    act(() => socket.push('newMessage', message(50, { groupId: 'another', text: 'elsewhere' })));
    act(() => socket.push('newMessage', message(3, { sender: RAVI, text: 'नया संदेश' })));
    act(() => socket.push('typing', { groupId: GROUP_ID, userId: RAVI.id, name: 'Ravi', typing: false }));
    expect(await screen.findByText('नया संदेश')).toBeInTheDocument();
    expect(screen.queryByText('elsewhere')).not.toBeInTheDocument();
    expect(screen.getByText('Priya is typing…')).toBeInTheDocument();

    act(() =>
      socket.push('messageEdited', { groupId: GROUP_ID, messageId: messageId(1), text: 'बदला हुआ', editedAt: new Date().toISOString() }),
    );
    expect(bubble('बदला हुआ')).toHaveTextContent('edited');
    act(() =>
      socket.push('reactionUpdated', {
        groupId: GROUP_ID,
        messageId: messageId(3),
        userId: PRIYA.id,
        emoji: '🙏',
        reacted: true,
        reactions: [{ emoji: '🙏', count: 1 }],
      }),
    );
    expect(within(bubble('नया संदेश')).getByRole('button', { name: '🙏: 1 reaction' })).toHaveAttribute('aria-pressed', 'false');
    act(() =>
      socket.push('messagesRead', { groupId: GROUP_ID, userId: PRIYA.id, messageId: messageId(3), previousMessageId: messageId(1) }),
    );
    expect(bubble('मेरा संदेश')).toHaveTextContent('Seen by 1');
    act(() => socket.push('messageDeleted', { groupId: GROUP_ID, messageId: messageId(3), deletedBy: RAVI.id }));
    expect(screen.queryByText('नया संदेश')).not.toBeInTheDocument();
    expect(screen.getByText('This message was deleted')).toBeInTheDocument();
  });

  it('after a reconnect joins again and fetches what it missed', async () => {
    const history = [message(1), message(2)];
    const fetchMock = serve(groupDetail(), history);
    renderChat();
    act(() => socket.open());
    await screen.findByText('Message 2');
    act(() => socket.drop());
    expect(screen.getByRole('status', { name: 'Connection: Connecting…' })).toBeInTheDocument();
    act(() => socket.push('typing', { groupId: GROUP_ID, userId: PRIYA.id, name: 'Priya', typing: true }));
    history.push(message(3, { text: 'while you were away' }));
    const before = fetchMock.mock.calls.length;
    act(() => socket.open());
    expect(await screen.findByText('while you were away')).toBeInTheDocument();
    expect(socket.sent('joinGroup')).toHaveLength(2);
    expect(fetchMock.mock.calls.length).toBeGreaterThan(before);

    // The client gave up: the page says so and offers to try again.
    act(() => socket.drop(true));
    expect(screen.getByRole('status', { name: 'Connection: Offline' })).toBeInTheDocument();
    expect(screen.getByText(/You are offline/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(socket.connect).toHaveBeenCalled();
  });

  it('replies, edits and deletes through the message menu', async () => {
    serve(groupDetail(), [message(1), message(2, { sender: ME, text: 'पुराना' })]);
    socket.server.editMessage = (p) => ({
      ok: true,
      message: message(2, { sender: ME, text: p.text as string, edited: true, editedAt: new Date().toISOString() }),
    });
    socket.server.deleteMessage = (p) => ({ ok: true, messageId: p.messageId });
    socket.server.addReaction = (p) => ({
      ok: true,
      messageId: p.messageId,
      reacted: true,
      reactions: [{ emoji: p.emoji, count: 1, reactedByMe: true }],
    });
    renderChat();
    act(() => socket.open());
    await screen.findByText('पुराना');

    fireEvent.click(within(bubble('Message 1')).getByRole('button', { name: `Actions for the message from ${PRIYA.name}` }));
    let menu = await screen.findByRole('dialog', { name: 'Message actions' });
    // Someone else's message: no edit, no delete for a plain member.
    expect(within(menu).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    fireEvent.click(within(menu).getByRole('button', { name: 'React with 👍' }));
    await waitFor(() => expect(socket.sent('addReaction')).toEqual([{ groupId: GROUP_ID, messageId: messageId(1), emoji: '👍' }]));
    expect(await within(bubble('Message 1')).findByRole('button', { name: /👍: 1 reaction, yours/ })).toBeInTheDocument();

    fireEvent.click(within(bubble('Message 1')).getByRole('button', { name: `Actions for the message from ${PRIYA.name}` }));
    menu = await screen.findByRole('dialog', { name: 'Message actions' });
    fireEvent.click(within(menu).getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText(`Replying to ${PRIYA.name}`)).toBeInTheDocument();
    fireEvent.change(composer(), { target: { value: 'जवाब' } });
    fireEvent.keyDown(composer(), { key: 'Enter' });
    await waitFor(() => expect(socket.sent('sendMessage')).toEqual([expect.objectContaining({ text: 'जवाब', replyToId: messageId(1) })]));
    expect(screen.queryByText(`Replying to ${PRIYA.name}`)).not.toBeInTheDocument();

    fireEvent.click(within(bubble('पुराना')).getByRole('button', { name: 'Actions for the message from You' }));
    menu = await screen.findByRole('dialog', { name: 'Message actions' });
    fireEvent.click(within(menu).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(composer()).toHaveValue('पुराना'));
    fireEvent.change(composer(), { target: { value: 'नया पाठ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(socket.sent('editMessage')).toEqual([{ groupId: GROUP_ID, messageId: messageId(2), text: 'नया पाठ' }]));
    expect(await screen.findByText('नया पाठ')).toBeInTheDocument();
    expect(composer()).toHaveValue('');

    fireEvent.click(within(bubble('नया पाठ')).getByRole('button', { name: 'Actions for the message from You' }));
    menu = await screen.findByRole('dialog', { name: 'Message actions' });
    fireEvent.click(within(menu).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this message?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(socket.sent('deleteMessage')).toEqual([{ groupId: GROUP_ID, messageId: messageId(2) }]));
    expect(await screen.findByText('This message was deleted')).toBeInTheDocument();
  });

  it('a moderator may delete anyone’s message', async () => {
    serve(groupDetail({ canManage: true, myRole: 'moderator' }), [message(1)]);
    renderChat();
    act(() => socket.open());
    await screen.findByText('Message 1');
    fireEvent.click(within(bubble('Message 1')).getByRole('button', { name: `Actions for the message from ${PRIYA.name}` }));
    const menu = await screen.findByRole('dialog', { name: 'Message actions' });
    expect(within(menu).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('says why the composer is closed in an announcements-only or archived group', async () => {
    serve(groupDetail({ announcementsOnly: true, canPost: false }), [message(1)]);
    const { unmount } = renderChat();
    expect(await screen.findByText('Only admins, teachers and moderators post in this group.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    unmount();
    serve(groupDetail({ archived: true, canPost: false }), [message(1)]);
    renderChat();
    expect(await screen.findByText(/This group is archived/)).toBeInTheDocument();
  });

  it('counts down near the 4,000-character limit and refuses more', async () => {
    serve(groupDetail(), []);
    renderChat();
    await screen.findByRole('heading', { name: 'No messages yet — say hello' });
    fireEvent.change(composer(), { target: { value: 'अ'.repeat(3990) } });
    expect(screen.getByText('10 characters left')).toBeInTheDocument();
    fireEvent.change(composer(), { target: { value: '😀'.repeat(4001) } });
    expect(screen.getByText('1 character too many')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('puts the unread divider above the first unread message', async () => {
    serve(groupDetail({ unreadCount: 2 }), [message(1), message(2, { sender: ME }), message(3), message(4)]);
    renderChat();
    await screen.findByText('Message 4');
    const divider = await screen.findByRole('separator', { name: 'Unread messages' });
    expect(divider.nextElementSibling).toHaveAccessibleName(new RegExp(`^${PRIYA.name}`));
    expect(divider.nextElementSibling).toHaveTextContent('Message 3');
  });

  it('loads older messages on scrolling to the top', async () => {
    const history = Array.from({ length: 60 }, (_, i) => message(i + 1));
    serve(groupDetail(), history);
    renderChat();
    await screen.findByText('Message 60');
    // jsdom lays nothing out, so the short history "fits" and the next page loads at once.
    expect(await screen.findByText('Message 1')).toBeInTheDocument();
    expect(screen.getByText('This is where the chat begins.')).toBeInTheDocument();
  });

  it('tells a person who is not in the group', async () => {
    mockApi({ [`/groups/${GROUP_ID}`]: () => json({ error: { code: 'NOT_FOUND', message: 'Group not found' } }, 404) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderChat();
    expect(await screen.findByText('This group was not found, or you are not in it.')).toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    await setLanguage('hi', ['chat']);
    serve(groupDetail(), []);
    renderChat();
    expect(await screen.findByRole('heading', { name: 'अभी कोई संदेश नहीं — नमस्ते कहिए' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'संदेश' })).toBeInTheDocument();
    expect(screen.getByText('3 सदस्य')).toBeInTheDocument();
    await setLanguage('en', ['chat']);
  });
});

describe('useChat', () => {
  it('throws outside its provider (spec 8)', () => {
    function Orphan() {
      useChat();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('useChat must be used inside a ChatProvider');
  });
});
