import { describe, expect, it } from 'vitest';
import { GROUP_ID, ME, PRIYA, RAVI, message, messageId } from '../test/messages.ts';
import {
  applyDelete,
  applyEdit,
  applyRead,
  applyReaction,
  firstUnreadId,
  mergeMessages,
  myLatestId,
  placeUnreadDivider,
  UNREAD_PAGES_MAX,
} from './timeline.ts';

const ids = (list: { id: string }[]) => list.map((m) => m.id);

describe('mergeMessages', () => {
  it('puts an older page before and newer messages after, once each, the fresher copy winning', () => {
    const current = [message(5), message(6)];
    const older = [message(4), message(3)]; // the REST page comes newest first
    expect(ids(mergeMessages(current, older))).toEqual([3, 4, 5, 6].map(messageId));
    const caughtUp = mergeMessages(current, [message(7), message(6, { text: 'edited meanwhile' })]);
    expect(ids(caughtUp)).toEqual([5, 6, 7].map(messageId));
    expect(caughtUp[1]!.text).toBe('edited meanwhile');
    expect(mergeMessages(current, [])).toBe(current);
  });

  it('sorts a message that lands in between', () => {
    expect(ids(mergeMessages([message(1), message(3)], [message(2)]))).toEqual([1, 2, 3].map(messageId));
  });
});

describe('live events', () => {
  it('an edit changes the text and the quotes of it; a delete empties the message and its quotes', () => {
    const quoted = message(2, {
      replyTo: { id: messageId(1), senderId: PRIYA.id, senderName: PRIYA.name, text: 'Message 1', deleted: false },
    });
    const list = [message(1, { reactions: [{ emoji: '👍', count: 1, reactedByMe: true }] }), quoted];
    const edited = applyEdit(list, { groupId: GROUP_ID, messageId: messageId(1), text: 'नया', editedAt: '2026-11-20T11:00:00.000Z' });
    expect(edited[0]).toMatchObject({ text: 'नया', edited: true, editedAt: '2026-11-20T11:00:00.000Z' });
    expect(edited[1]!.replyTo?.text).toBe('नया');
    const deleted = applyDelete(edited, { messageId: messageId(1) });
    expect(deleted[0]).toMatchObject({ text: null, deleted: true, reactions: [], attachment: null });
    expect(deleted[1]!.replyTo).toMatchObject({ text: null, deleted: true });
    // An edit that arrives late does not bring a deleted message back.
    expect(applyEdit(deleted, { groupId: GROUP_ID, messageId: messageId(1), text: 'late', editedAt: 'x' })[0]!.text).toBeNull();
  });

  it('takes the counts from a reaction event and changes "mine" only for my own', () => {
    const list = [message(1, { reactions: [{ emoji: '👍', count: 1, reactedByMe: true }] })];
    const theirs = applyReaction(
      list,
      {
        groupId: GROUP_ID,
        messageId: messageId(1),
        userId: RAVI.id,
        emoji: '🙏',
        reacted: true,
        reactions: [
          { emoji: '👍', count: 1 },
          { emoji: '🙏', count: 1 },
        ],
      },
      ME.id,
    );
    expect(theirs[0]!.reactions).toEqual([
      { emoji: '👍', count: 1, reactedByMe: true },
      { emoji: '🙏', count: 1, reactedByMe: false },
    ]);
    const mineOff = applyReaction(
      theirs,
      { groupId: GROUP_ID, messageId: messageId(1), userId: ME.id, emoji: '👍', reacted: false, reactions: [{ emoji: '🙏', count: 1 }] },
      ME.id,
    );
    expect(mineOff[0]!.reactions).toEqual([{ emoji: '🙏', count: 1, reactedByMe: false }]);
    expect(
      applyReaction(list, { groupId: GROUP_ID, messageId: messageId(9), userId: ME.id, emoji: '👍', reacted: true, reactions: [] }, ME.id),
    ).toBe(list);
  });

  it('a read receipt adds one "seen by" to the messages read, except the reader’s own', () => {
    const list = [message(1, { sender: ME }), message(2, { sender: ME }), message(3, { sender: RAVI }), message(4, { sender: ME })];
    const read = applyRead(list, { groupId: GROUP_ID, userId: RAVI.id, messageId: messageId(4), previousMessageId: messageId(1) });
    expect(read.map((m) => m.seenCount)).toEqual([0, 1, 0, 1]);
    const fromStart = applyRead(list, { groupId: GROUP_ID, userId: PRIYA.id, messageId: messageId(2), previousMessageId: null });
    expect(fromStart.map((m) => m.seenCount)).toEqual([1, 1, 0, 0]);
    // A position older than the loaded history counts from the first loaded message.
    expect(
      applyRead(list, { groupId: GROUP_ID, userId: PRIYA.id, messageId: messageId(1), previousMessageId: messageId(0) })[0]!.seenCount,
    ).toBe(1);
  });
});

describe('markers', () => {
  it('the first unread is the count-th newest message from someone else', () => {
    const list = [message(1), message(2), message(3, { sender: ME }), message(4, { sender: RAVI })];
    expect(firstUnreadId(list, 2, ME.id)).toBe(messageId(2));
    expect(firstUnreadId(list, 0, ME.id)).toBeNull();
    expect(firstUnreadId(list, 9, ME.id)).toBeNull();
  });

  it('deleted messages are not counted as unread, as on the server', () => {
    const list = [message(1), message(2, { deleted: true, text: null }), message(3)];
    expect(firstUnreadId(list, 2, ME.id)).toBe(messageId(1));
  });

  it('the divider waits for older pages when the first unread is not loaded, up to a limit', () => {
    const list = [message(1), message(2)];
    expect(placeUnreadDivider(list, 2, ME.id, { hasMore: true, olderPagesLoaded: 0 })).toEqual({ id: messageId(1) });
    expect(placeUnreadDivider(list, 0, ME.id, { hasMore: true, olderPagesLoaded: 0 })).toEqual({ id: null });
    expect(placeUnreadDivider(list, 5, ME.id, { hasMore: true, olderPagesLoaded: 0 })).toBe('loadOlder');
    expect(placeUnreadDivider(list, 5, ME.id, { hasMore: true, olderPagesLoaded: UNREAD_PAGES_MAX - 1 })).toBe('loadOlder');
    expect(placeUnreadDivider(list, 5, ME.id, { hasMore: true, olderPagesLoaded: UNREAD_PAGES_MAX })).toEqual({ id: null });
    expect(placeUnreadDivider(list, 5, ME.id, { hasMore: false, olderPagesLoaded: 0 })).toEqual({ id: null });
  });

  it('my latest message that is not deleted carries "seen by"', () => {
    const list = [message(1, { sender: ME }), message(2, { sender: ME, deleted: true, text: null }), message(3)];
    expect(myLatestId(list, ME.id)).toBe(messageId(1));
    expect(myLatestId([message(1)], ME.id)).toBeNull();
  });
});
