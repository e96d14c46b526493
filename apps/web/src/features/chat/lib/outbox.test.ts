import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteLocalDatabases } from '../../../lib/local-databases.ts';
import { GROUP_ID, ME, message } from '../test/messages.ts';
import { Outbox, type SendOutcome } from './outbox.ts';
import { closeOutboxDb, idbOutboxStore, memoryOutboxStore, type OutboxItem } from './outbox-store.ts';

const text = (t: string) => ({ text: t, replyTo: null, attachment: null });
let ids = 0;
const newId = () => `client-${++ids}`;

afterEach(async () => {
  await closeOutboxDb();
  await deleteLocalDatabases();
});

describe('Outbox', () => {
  it('sends in the order written, and forgets what the server acknowledged', async () => {
    const outbox = new Outbox(memoryOutboxStore(), ME.id, GROUP_ID, newId);
    await outbox.add(text('पहला'), new Date('2026-11-20T10:00:00Z'));
    await outbox.add(text('second'), new Date('2026-11-20T10:00:01Z'));
    const sent: string[] = [];
    await outbox.flush(async (item) => {
      sent.push(item.text);
      return { kind: 'sent', message: message(1, { clientId: item.clientId }) };
    });
    expect(sent).toEqual(['पहला', 'second']);
    expect(outbox.getSnapshot()).toEqual([]);
  });

  it('stops at the first message the connection did not carry and keeps it, with its clientId, for the next connect', async () => {
    const outbox = new Outbox(memoryOutboxStore(), ME.id, GROUP_ID, newId);
    const first = await outbox.add(text('one'));
    await outbox.add(text('two'));
    const send = vi.fn(async (): Promise<SendOutcome> => ({ kind: 'unsent' }));
    await outbox.flush(send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(outbox.getSnapshot().map((i) => [i.text, i.status])).toEqual([
      ['one', 'pending'],
      ['two', 'pending'],
    ]);
    const clientIds: string[] = [];
    await outbox.flush(async (item) => {
      clientIds.push(item.clientId);
      return { kind: 'sent', message: message(1) };
    });
    expect(clientIds[0]).toBe(first.clientId);
    expect(outbox.getSnapshot()).toEqual([]);
  });

  it('marks a refused message failed, goes on with the rest, and a retry sends it again under the same clientId', async () => {
    const outbox = new Outbox(memoryOutboxStore(), ME.id, GROUP_ID, newId);
    const bad = await outbox.add(text('too fast'));
    await outbox.add(text('fine'));
    await outbox.flush(async (item) =>
      item.text === 'too fast' ? { kind: 'refused', error: 'Too many messages' } : { kind: 'sent', message: message(2) },
    );
    expect(outbox.getSnapshot()).toEqual([
      expect.objectContaining({ clientId: bad.clientId, status: 'failed', error: 'Too many messages' }),
    ]);
    // A flush leaves failed messages alone until the user retries.
    const send = vi.fn(async (): Promise<SendOutcome> => ({ kind: 'sent', message: message(3) }));
    await outbox.flush(send);
    expect(send).not.toHaveBeenCalled();
    await outbox.retry(bad.clientId);
    await outbox.flush(send);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ clientId: bad.clientId, text: 'too fast' }));
    expect(outbox.getSnapshot()).toEqual([]);
  });

  it('never sends a message twice when a flush is asked for while one runs', async () => {
    const outbox = new Outbox(memoryOutboxStore(), ME.id, GROUP_ID, newId);
    await outbox.add(text('a'));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const sent: string[] = [];
    const send = async (item: OutboxItem): Promise<SendOutcome> => {
      sent.push(item.text);
      await gate;
      return { kind: 'sent', message: message(1) };
    };
    const one = outbox.flush(send);
    await outbox.add(text('b'));
    const two = outbox.flush(send);
    release();
    await Promise.all([one, two]);
    expect(sent).toEqual(['a', 'b']);
  });

  it('keeps what was written across a reload (IndexedDB), per user and group, and loses a discarded one', async () => {
    const before = new Outbox(idbOutboxStore, ME.id, GROUP_ID, newId);
    await before.ready();
    await before.add(text('लिखा था'), new Date('2026-11-20T10:00:00Z'));
    const gone = await before.add(text('discard me'), new Date('2026-11-20T10:00:01Z'));
    await before.forget(gone.clientId);
    await new Outbox(idbOutboxStore, 'someone-else', GROUP_ID, newId).add(text('not mine'));

    const after = new Outbox(idbOutboxStore, ME.id, GROUP_ID, newId);
    await after.ready();
    expect(after.getSnapshot().map((i) => i.text)).toEqual(['लिखा था']);
    const clientIds: string[] = [];
    await after.flush(async (item) => {
      clientIds.push(item.clientId);
      return { kind: 'sent', message: message(1) };
    });
    expect(clientIds).toEqual([before.getSnapshot()[0]!.clientId]);
    const again = new Outbox(idbOutboxStore, ME.id, GROUP_ID, newId);
    await again.ready();
    expect(again.getSnapshot()).toEqual([]);
  });

  it('keeps the draft per user and group, and clears it when empty', async () => {
    await idbOutboxStore.setDraft(ME.id, GROUP_ID, 'आधा लिखा');
    expect(await idbOutboxStore.getDraft(ME.id, GROUP_ID)).toBe('आधा लिखा');
    expect(await idbOutboxStore.getDraft('other', GROUP_ID)).toBe('');
    await idbOutboxStore.setDraft(ME.id, GROUP_ID, '');
    expect(await idbOutboxStore.getDraft(ME.id, GROUP_ID)).toBe('');
  });

  it('still works when the device cannot store anything', async () => {
    const broken = {
      ...memoryOutboxStore(),
      put: () => Promise.reject(new Error('quota')),
      list: () => Promise.reject(new Error('blocked')),
    };
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outbox = new Outbox(broken, ME.id, GROUP_ID, newId);
    await outbox.add(text('hello'));
    expect(outbox.getSnapshot()).toHaveLength(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
