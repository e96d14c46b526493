import { describe, expect, it } from 'vitest';
import { localizeNotification, pickLanguage } from './notification-text.ts';
import { draftLanguages, notificationDraft, sendNotificationRequest } from './schemas/notifications.ts';

const hi = { title: 'कल छुट्टी', body: 'संदेश' };
const en = { title: 'Holiday tomorrow', body: 'Message' };

describe('localizeNotification', () => {
  it("picks the reader's language, else the other one written, else the stored text", () => {
    const both = { title: hi.title, body: hi.body, translations: { hi, en } };
    expect(localizeNotification(both, 'en')).toEqual({ ...en, language: 'en' });
    expect(localizeNotification(both, 'hi')).toEqual({ ...hi, language: 'hi' });
    expect(localizeNotification({ title: en.title, body: en.body, translations: { en } }, 'hi')).toEqual({ ...en, language: 'en' });
    expect(localizeNotification({ title: 'Old', body: 'Text' }, 'hi')).toEqual({ title: 'Old', body: 'Text', language: null });
  });

  it('pickLanguage falls back to the other language, then to empty', () => {
    expect(pickLanguage({ hi: 'मॉक', en: 'Mock' }, 'en')).toBe('Mock');
    expect(pickLanguage({ en: 'Mock' }, 'hi')).toBe('Mock');
    expect(pickLanguage(null, 'hi')).toBe('');
  });
});

describe('the send rules', () => {
  const ok = (v: unknown) => sendNotificationRequest.safeParse(v).success;
  it('needs at least one language, whole', () => {
    expect(ok({ hi })).toBe(true);
    expect(ok({ en })).toBe(true);
    expect(ok({ title: 'T', body: 'B' })).toBe(true);
    expect(ok({})).toBe(false);
    expect(ok({ hi: { title: 'T' } })).toBe(false);
    expect(ok({ hi, title: 'T', body: 'B' })).toBe(false);
  });

  it('a schedule in the future, at most a year ahead', () => {
    expect(ok({ en, scheduledFor: Date.now() + 60_000 })).toBe(true);
    expect(ok({ en, scheduledFor: Date.now() - 1 })).toBe(false);
    expect(ok({ en, scheduledFor: Date.now() + 400 * 86_400_000 })).toBe(false);
  });

  it('one audience, with at least one choice and no repeats', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(ok({ en, audience: { kind: 'batches', groupIds: [id] } })).toBe(true);
    expect(ok({ en, audience: { kind: 'batches', groupIds: [] } })).toBe(false);
    expect(ok({ en, audience: { kind: 'students', userIds: [id, id] } })).toBe(false);
    expect(ok({ en, groupId: id, audience: { kind: 'organization' } })).toBe(false);
  });

  it("the form's draft: a half-written language is an error, an empty one is left out", () => {
    const empty = { title: '', body: '' };
    expect(notificationDraft.safeParse({ hi: empty, en: empty }).success).toBe(false);
    expect(notificationDraft.safeParse({ hi: { title: 'T', body: '' }, en }).success).toBe(false);
    const draft = notificationDraft.parse({ hi: empty, en: { title: ' Holiday ', body: 'Message' } });
    expect(draftLanguages(draft)).toEqual({ en: { title: 'Holiday', body: 'Message' } });
  });
});
